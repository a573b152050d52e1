// Upload a new video (MP4 or WebM, at most 100 MB; the server checks the file's content). It waits
// for the owner's approval before it shows in the shop.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { CREATOR_KEY, uploadCreatorVideo } from '../api/creators-api';
import { useSubmit } from '../api/use-submit';

export function VideoUploadForm() {
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);
  const upload = useSubmit(uploadCreatorVideo, async () => {
    setDone(true);
    await queryClient.invalidateQueries({ queryKey: CREATOR_KEY });
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const video = form.get('video');
    setDone(false);
    void upload
      .submit({
        title: String(form.get('title') ?? ''),
        description: String(form.get('description') ?? ''),
        video: video instanceof File ? video : new File([], ''),
      })
      .then((sent) => sent && formElement.reset());
  };
  return (
    <section
      aria-labelledby="creator-upload"
      className="mt-8 rounded-2xl border border-ink/10 bg-white p-4 sm:p-6"
    >
      <h2 id="creator-upload" className="text-lg font-bold">
        Upload a video
      </h2>
      <p className="text-muted mt-1 text-sm">
        MP4 or WebM, up to 100 MB. We review every video before it shows in the shop.
      </p>
      <form onSubmit={submit} className="mt-4 space-y-4">
        <TextField label="Title" name="title" required maxLength={120} />
        <TextAreaField label="Description (optional)" name="description" />
        <div>
          <label htmlFor="creator-video-file" className="mb-1.5 block text-sm font-medium">
            Video file
          </label>
          <input
            id="creator-video-file"
            name="video"
            type="file"
            accept="video/mp4,video/webm"
            required
            className="block w-full text-sm"
          />
        </div>
        {upload.error ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {upload.error.message}
          </p>
        ) : null}
        {done ? (
          <p role="status" className="text-sm font-medium text-emerald-800">
            Uploaded. It shows in the shop once we approve it.
          </p>
        ) : null}
        <Button type="submit" disabled={upload.pending}>
          {upload.pending ? 'Uploading…' : 'Upload video'}
        </Button>
      </form>
    </section>
  );
}

// Adding a video (by YouTube link, or by uploading an MP4/WebM with a poster picture, chosen or taken
// from the video itself) and changing one (title, description, shown or not), in a dialog over the list.
import * as Dialog from '@radix-ui/react-dialog';
import { classifyVideoUrl } from '@shop/domain/rules';
import { useState, type FormEvent } from 'react';
import { useApi } from '../../../lib/use-api';
import { changeVideo, createVideo, uploadVideo, type AdminVideo } from '../api/videos-api';
import { DialogFormButtons, DialogHeading, DialogSheet } from '../components/dialog-parts';
import { CheckboxField, ChoiceGroup, Field, TextAreaField, TextField, CONTROL } from '../components/fields';
import { FormError } from '../components/states';
import { useFormSave } from '../hooks/use-form-save';
import { posterFromVideo } from './poster-from-video';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The video to change; null adds a new one. */
  video: AdminVideo | null;
  onSaved: (video: AdminVideo, added: boolean) => Promise<unknown>;
};

type Source = 'youtube' | 'upload';

function VideoForm({
  video,
  onSaved,
  onDone,
}: Omit<Props, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const api = useApi();
  const [source, setSource] = useState<Source>('youtube');
  const [title, setTitle] = useState(video?.title ?? '');
  const [description, setDescription] = useState(video?.description ?? '');
  const [active, setActive] = useState(video?.active ?? true);
  const [link, setLink] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [poster, setPoster] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { saving, formError, save } = useFormSave();

  function problems() {
    const found: Record<string, string> = {};
    if (!title.trim()) found.title = 'Please enter a title';
    if (!video && source === 'youtube' && classifyVideoUrl(link).kind !== 'youtube')
      found.link = 'Please paste a YouTube link (watch, shorts, youtu.be or embed)';
    if (!video && source === 'upload' && !file) found.file = 'Please choose an MP4 or WebM file';
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = problems();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await save(async () => {
      const fields = { title: title.trim(), description: description.trim() };
      const saved = video
        ? await changeVideo(api, video.id, { ...fields, active })
        : source === 'youtube'
          ? await createVideo(api, { ...fields, url: link.trim(), active })
          : await uploadVideo({ ...fields, video: file!, poster: poster ?? (await posterFromVideo(file!)) });
      await onSaved(saved, !video);
      onDone();
    });
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 space-y-4">
      {video ? null : (
        <ChoiceGroup
          legend="Where the video comes from"
          name="video-source"
          value={source}
          onChange={(value) => setSource(value as Source)}
          options={[
            { value: 'youtube', label: 'From YouTube' },
            { value: 'upload', label: 'Upload a file' },
          ]}
        />
      )}
      <TextField
        label="Title"
        maxLength={200}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={errors.title}
      />
      <TextAreaField
        label="Description"
        rows={3}
        maxLength={2000}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      {video ? null : source === 'youtube' ? (
        <TextField
          label="YouTube link"
          hint="A watch, shorts, youtu.be or embed link. It plays through YouTube's privacy-enhanced player."
          inputMode="url"
          placeholder="https://youtube.com/shorts/…"
          value={link}
          onChange={(e) => setLink(e.target.value)}
          error={errors.link}
        />
      ) : (
        <>
          <Field label="Video file" hint="MP4 or WebM, at most 100 MB." error={errors.file}>
            {(control) => (
              <input
                {...control}
                type="file"
                accept="video/mp4,video/webm"
                className={CONTROL}
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            )}
          </Field>
          <Field
            label="Poster picture (optional)"
            hint="Shown before the video plays. Without one, a still from the video's first second is used."
          >
            {(control) => (
              <input
                {...control}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
                className={CONTROL}
                onChange={(e) => setPoster(e.target.files?.[0] ?? null)}
              />
            )}
          </Field>
        </>
      )}
      {video || source === 'youtube' ? (
        <CheckboxField
          label="Active"
          hint="Shown in the shop. Switch off to hide it without deleting it."
          checked={active}
          onChange={(e) => setActive(e.target.checked)}
        />
      ) : null}
      <FormError message={formError} />
      <DialogFormButtons
        saving={saving}
        label={video ? 'Save video' : source === 'upload' ? 'Upload video' : 'Add video'}
      />
    </form>
  );
}

export function VideoDialog({ open, onOpenChange, video, onSaved }: Props) {
  return (
    <DialogSheet open={open} onOpenChange={onOpenChange} width="xl">
      <DialogHeading title={video ? 'Edit video' : 'Add video'} />
      <Dialog.Description className="sr-only">The video, its title and whether it shows.</Dialog.Description>
      {open ? <VideoForm video={video} onSaved={onSaved} onDone={() => onOpenChange(false)} /> : null}
    </DialogSheet>
  );
}

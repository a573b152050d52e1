// /checkout: the checkout dialog's content as a page — for guests (the sign-in dialog's "Continue as
// Guest"), Buy Now, and anyone who lands here. It also finishes payments a reload interrupted.
import { useNavigate } from 'react-router';
import { Container } from '../../../components/ui/container';
import { useResumePayments } from '../hooks/use-resume-payments';
import { CheckoutContent } from './checkout-content';

export function CheckoutPage({ signedIn }: { signedIn: boolean }) {
  const navigate = useNavigate();
  useResumePayments();

  const leave = () => {
    // Back where the shopper came from, or the shop when the checkout was the first page.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate('/');
  };

  return (
    <Container className="py-6 sm:py-10">
      <div className="mx-auto max-w-lg">
        <h1 className="mb-4 text-3xl font-black tracking-tight">Checkout</h1>
        <div className="border-ink/10 rounded-2xl border bg-white/60 p-4 sm:p-6">
          <CheckoutContent layout="page" signedIn={signedIn} onCancel={leave} />
        </div>
      </div>
    </Container>
  );
}

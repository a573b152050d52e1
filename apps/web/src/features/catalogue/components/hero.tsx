// The home hero: the headline appears word group by word group (300, 600, 900 ms) in CSS, so it is
// in the server's HTML from the first byte and animates without any script.
import { Fragment } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { emit } from '../../../lib/events';

const HEADLINE = [
  { text: 'SEE IT.', delay: 300 },
  { text: 'LOVE IT.', delay: 600 },
  { text: 'BAG IT.', delay: 900 },
];

export function Hero() {
  return (
    <section className="bg-ink text-paper" aria-labelledby="hero-heading">
      <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-12 sm:py-16">
        <p className="text-accent text-sm font-semibold tracking-widest uppercase">
          Limited Drops | Unlimited Style.
        </p>
        <h1 id="hero-heading" className="text-4xl leading-tight font-black tracking-tight sm:text-6xl">
          {HEADLINE.map(({ text, delay }, i) => (
            <Fragment key={text}>
              {i > 0 ? ' ' : null}
              <span className="hero-word inline-block" style={{ animationDelay: `${delay}ms` }}>
                {text}
              </span>
            </Fragment>
          ))}
        </h1>
        <p className="max-w-xl text-base text-neutral-300 sm:text-lg">
          Curated second-hand bags, clothing and shoes in Nairobi. One of a kind, priced in KES, paid with
          M-Pesa.
        </p>
        <div className="flex flex-wrap gap-3">
          <a href="#shop" className="bg-accent text-accent-ink rounded-full px-6 py-3 font-semibold">
            Shop Now
          </a>
          <a
            href="#early-access-signup"
            className="rounded-full border border-neutral-500 px-6 py-3 font-semibold"
          >
            Join Early Access
          </a>
          <button
            type="button"
            onClick={() => emit('open-size-chart', {})}
            className={buttonClasses(
              'ghost',
              'md',
              'text-paper hover:bg-white/10 underline-offset-4 hover:underline',
            )}
          >
            Size Chart
          </button>
        </div>
        <p className="text-sm text-neutral-400">
          <strong className="text-paper">17,800+</strong> items sold
        </p>
      </div>
    </section>
  );
}

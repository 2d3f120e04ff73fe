import { Link } from 'react-router';
import { intentionLabel, type Intention } from '../../lib/intentions';
import { useBrowserValue } from '../../lib/browserValue';
import { useDocumentMeta } from '../../lib/meta';
import { MeditatingFor } from '../../live/MeditatingFor';
import { Icon, type IconName } from '../../ui/Icon';
import { buttonClass } from '../../ui/primitives';

export interface TeachingContent {
  path: string;
  intention: Intention;
  /** Document title and search description. */
  title: string;
  description: string;
  headline: string;
  lead: string;
  intro: string[];
  quote: { text: string; source: string };
  traditions: { name: string; teaching: string; text: string }[];
  practice: string[];
  benefits: { icon: IconName; title: string; text: string }[];
}

/** The article's structured data; without the origin (when rendered ahead of time) its addresses are relative to the page. */
function articleData(content: TeachingContent, origin: string): string {
  const publisher = {
    '@type': 'Organization',
    name: 'Peace Practice',
    logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` },
  };
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: content.headline,
    description: content.description,
    inLanguage: 'en',
    mainEntityOfPage: { '@type': 'WebPage', '@id': `${origin}${content.path}` },
    about: { '@type': 'Thing', name: `${intentionLabel(content.intention)} meditation` },
    author: publisher,
    publisher,
  }).replace(/</g, '\\u003c');
}

/** The shared shape of the seven teaching pages. */
export function TeachingArticle({ content }: { content: TeachingContent }) {
  useDocumentMeta(content.title, content.description);
  const intention = intentionLabel(content.intention);
  const origin = useBrowserValue(() => window.location.origin, '');
  return (
    <article className="teaching">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: articleData(content, origin) }} />
      <header className="teaching__hero">
        <p className="eyebrow">{intention} meditation</p>
        <h1 className="teaching__title">{content.headline}</h1>
        <p className="teaching__lead">{content.lead}</p>
        {/* Its line's room is kept, so the buttons below do not move when the count arrives. */}
        <div className="teaching__now-slot">
          <MeditatingFor intention={content.intention} className="teaching__now" />
        </div>
        <div className="hero__actions">
          <Link className={buttonClass('primary', 'lg')} to="/">
            <Icon name="play" /> Start meditating
          </Link>
          <Link className={buttonClass('secondary', 'lg')} to="/communities">
            <Icon name="users" /> Find a community
          </Link>
        </div>
      </header>

      <section className="teaching__section teaching__intro" aria-label="Introduction">
        {content.intro.map((paragraph) => (
          <p key={paragraph.slice(0, 32)}>{paragraph}</p>
        ))}
        <figure className="teaching__quote">
          <blockquote>
            <p>{content.quote.text}</p>
          </blockquote>
          <figcaption>{content.quote.source}</figcaption>
        </figure>
      </section>

      <section className="teaching__section" aria-labelledby="traditions-title">
        <h2 id="traditions-title" className="section-title">
          Across traditions
        </h2>
        <div className="tradition-grid">
          {content.traditions.map((tradition) => (
            <article key={tradition.name} className="card card--plain tradition">
              <h3 className="tradition__name">{tradition.name}</h3>
              <p className="tradition__teaching">{tradition.teaching}</p>
              <p>{tradition.text}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="teaching__section" aria-labelledby="practice-title">
        <h2 id="practice-title" className="section-title">
          A five-minute practice
        </h2>
        <ol className="practice-steps">
          {content.practice.map((step) => (
            <li key={step.slice(0, 32)}>{step}</li>
          ))}
        </ol>
      </section>

      <section className="teaching__section" aria-labelledby="benefits-title">
        <h2 id="benefits-title" className="section-title">
          What the practice can bring
        </h2>
        <ul className="benefit-grid">
          {content.benefits.map((benefit) => (
            <li key={benefit.title} className="benefit">
              <Icon name={benefit.icon} className="benefit__icon" size={24} />
              <h3 className="benefit__title">{benefit.title}</h3>
              <p>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="teaching__cta card card--accent" aria-labelledby="cta-title">
        <h2 id="cta-title">Practise {intention.toLowerCase()} today</h2>
        <p>
          Five minutes is enough to begin. Choose {intention} as your intention, and join the people
          meditating with you right now.
        </p>
        <div className="hero__actions">
          <Link className={buttonClass('light', 'lg')} to="/">
            Start a {intention} meditation
          </Link>
          <Link className={buttonClass('ghost-light', 'lg')} to="/communities">
            Meditate with a community
          </Link>
        </div>
      </section>
    </article>
  );
}

import type { DiallingCode } from '@puente/domain';

/** One group of the country list: each country a button with its name and dialling code. */
export function CountryRows({
  title,
  countries,
  badgeFor,
  onChoose,
}: {
  title: string;
  countries: DiallingCode[];
  badgeFor: (country: DiallingCode) => string | undefined;
  onChoose: (country: DiallingCode) => void;
}) {
  if (countries.length === 0) return null;
  const id = `nation-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <h2 className="nation-group-title" id={id}>
        {title}
      </h2>
      <ul className="link-list">
        {countries.map((country) => {
          const badge = badgeFor(country);
          return (
            <li key={country.country}>
              <button type="button" className="nation-row" onClick={() => onChoose(country)}>
                <span className="nation-name">{country.name}</span>
                <span className="nation-code">+{country.callingCode}</span>
                {badge ? <span className="nation-badge">{badge}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

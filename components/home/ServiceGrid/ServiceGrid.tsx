import { ServiceCard } from '@/components/home/ServiceCard/ServiceCard';
import { getContent, type Service } from '@/lib/content';
import styles from './ServiceGrid.module.scss';

/** docs/product-rules.md#home: "Services we provide", a card for every service, in centred rows. */
export function ServiceGrid({ services, swipeHint }: { services: Service[]; swipeHint: string }) {
  const { texts } = getContent();
  return (
    <section className={styles.section} aria-labelledby="services-heading">
      <div className={styles.inner}>
        <h2 id="services-heading" className={styles.heading}>
          {texts.home.servicesHeading}
        </h2>
        <ul className={styles.grid}>
          {services.map((service) => (
            <li key={service.slug} className={styles.item}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
        <p className={styles.hint} aria-hidden="true">
          {swipeHint}
        </p>
      </div>
    </section>
  );
}

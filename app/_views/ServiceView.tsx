import type { Service } from '@/content/services';

export function ServiceView({ service }: { service: Service }) {
  return <h1>{service.title}</h1>;
}

import { useUsage } from '../api/get-usage';

export type PageAllowance = { used: number; limit: number; plan: string; reached: boolean };

/** How many status pages the plan allows and how many exist; undefined until usage is known. */
export function usePageAllowance(): PageAllowance | undefined {
  const { data } = useUsage();
  const pages = data?.metrics.find((metric) => metric.metric === 'pages');
  if (!data || !pages) return undefined;
  return { used: pages.used, limit: pages.limit, plan: data.plan.name, reached: pages.used >= pages.limit };
}

export const PageMeta = (_props: { title: string; description: string }) => null;

export function siteUrlFrom(env: Record<string, string | undefined>): string;

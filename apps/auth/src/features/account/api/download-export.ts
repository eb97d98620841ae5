import { useMutation } from '@tanstack/react-query';
import { type AccountExport, ACCOUNT_API_PATHS } from '@profileproof/contracts/account';
import { useSession, type ApiClient } from '@profileproof/session';

/** GET /api/auth/account/export/, saved as a JSON file named after its day. */
export async function downloadExport(api: ApiClient): Promise<void> {
  const data = await api.request<AccountExport>(ACCOUNT_API_PATHS.export);
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `profileproof-data-${data.exported_at.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useDownloadExport() {
  const { api } = useSession();
  return useMutation({ mutationFn: () => downloadExport(api) });
}

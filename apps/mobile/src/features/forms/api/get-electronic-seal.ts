import { apiGet } from '../../../lib/http';

/**
 * GET /uc/electronicSeal/v1/getElectronicSeal?password&secretFree: `value` is the file id of the seal image;
 * state false (a wrong password) resolves as null, its message already shown by the client.
 */
export async function getElectronicSeal(password: string, secretFree = false): Promise<string | null> {
  const answer = await apiGet<string>(
    '/uc/electronicSeal/v1/getElectronicSeal',
    secretFree ? { secretFree } : { password },
    { allowFailure: true, dedupe: false },
  );
  return answer.state && answer.value ? answer.value : null;
}

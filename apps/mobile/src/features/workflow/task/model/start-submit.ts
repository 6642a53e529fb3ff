import { formDataFailure, type FormDataFailure } from '../../../forms';

/** The start form asks to confirm a code-6 failure (是否仍然启动流程？); other codes follow spec §8. */
export function startFailure(code: number | string): FormDataFailure {
  return formDataFailure(code, true);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a start route names: `/work/startFlow/{defId}/{instId}` a definition (and a draft, 0 for none);
 * `/work/agentStart/{defId}/{leaderId}` is also reached from an app entry with a flow key instead of an id.
 */
export function startTarget(defParam: string, instParam: string | undefined) {
  const instId = instParam && instParam !== '0' ? instParam : undefined;
  if (UUID.test(defParam)) return { defId: defParam, instId };
  return { defKey: defParam, instId };
}

import { createContext, useContext } from 'react';

/** The node's signature configuration (spec §3): field path, secret-free use of the seal. */
export interface SignatureConfig {
  field?: string;
  secretFree?: boolean;
}

export interface FormOptions {
  signature?: SignatureConfig;
}

const OptionsContext = createContext<FormOptions>({});
export const FormOptionsProvider = OptionsContext.Provider;
export const useFormOptions = () => useContext(OptionsContext);

import { useId, useLayoutEffect, useRef } from 'react';

/**
 * One tab stop per radio group, arrow keys moving the choice, as native radios behave: antd-mobile's Radio
 * renders its input without a `name`, so every option was a tab stop of its own and arrows did nothing.
 * The container's radios get one shared name after each render (options may come and go); a choice made
 * with the arrows reaches antd-mobile as the click the browser fires for it.
 */
export function useNativeRadioGroup<T extends HTMLElement>() {
  const container = useRef<T>(null);
  const name = useId();
  useLayoutEffect(() => {
    container.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]').forEach((input) => {
      input.name = name;
    });
  });
  return container;
}

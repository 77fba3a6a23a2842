/** The answer of an admin form: which form, whether it worked, the message and the API's field errors. */
export type FormAnswer<Form extends string = string> = {
  form: Form;
  ok: boolean;
  message: string;
  errors: Record<string, string[]>;
  values: Record<string, string>;
};

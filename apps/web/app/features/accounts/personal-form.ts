import { profileBody } from "@kursove/contracts";

/** The personal details a user edits on the profile's first tab (the email and password have their own). */
export const personalSchema = profileBody.pick({
  username: true,
  first_name: true,
  last_name: true,
  mobile: true,
  country: true,
  city: true,
  district: true,
  address: true,
  post_code: true,
});

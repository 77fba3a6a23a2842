import { payment as paymentSchema } from "@kursove/contracts";
import { expect } from "vitest";
import type { apiCaller } from "./accounts";

type Caller = ReturnType<typeof apiCaller>;

/** Valid billing details for checkout (Bulgaria). */
export const billing = {
  firstName: "Мария",
  lastName: "Петрова",
  email: "learner@example.com",
  address: "ул. Шипка 10",
  city: "София",
  postCode: "1000",
  country: "България",
  countryIso: "BG",
};

/** A sandbox card with the given number (Stripe's test numbers: 4242424242424242 pays). */
export const testCard = (number: string) => ({
  number,
  cvc: "123",
  exp_month: 12,
  exp_year: 2030,
  name: "MARIA PETROVA",
});

/** Confirms a checkout's payment (its secret) with a card, as Stripe.js would; 4242 by default. */
export const confirmCard = (call: Caller, secret: string, number = "4242424242424242") =>
  call("POST", "/payments/sandbox/confirm", null, { secret, card: testCard(number) });

/** Empties the cart of `token`, adds the courses, checks out with `billing` and pays with 4242. */
export async function payForCourses(call: Caller, token: string, items: { id: string; quantity: number }[]) {
  await call("DELETE", "/cart", token);
  for (const item of items)
    expect(
      (await call("POST", "/cart/items", token, { course_id: item.id, quantity: item.quantity })).statusCode,
    ).toBe(200);
  const pay = paymentSchema.parse((await call("POST", "/checkout", token, { billing })).json());
  expect((await confirmCard(call, pay.secret)).statusCode).toBe(200);
  return pay;
}

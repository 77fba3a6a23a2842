/** Forty demo learners who wrote the demo reviews; every demo account signs in with demoPassword. */
const firstNames = [
  "Иван",
  "Мария",
  "Георги",
  "Елена",
  "Димитър",
  "Десислава",
  "Николай",
  "Гергана",
  "Петър",
  "Радостина",
  "Стефан",
  "Виктория",
  "Христо",
  "Надежда",
  "Александър",
  "Теодора",
  "Калин",
  "Симона",
  "Борислав",
  "Цветелина",
];
const lastNames = [
  ["Петров", "Петрова"],
  ["Иванов", "Иванова"],
  ["Георгиев", "Георгиева"],
  ["Димитров", "Димитрова"],
  ["Николов", "Николова"],
  ["Стоянов", "Стоянова"],
  ["Тодоров", "Тодорова"],
  ["Колев", "Колева"],
  ["Маринов", "Маринова"],
  ["Атанасов", "Атанасова"],
] as const;

export const demoPassword = "demo12345";

export const demoLearners = Array.from({ length: 40 }, (_, i) => {
  const firstName = firstNames[i % firstNames.length]!;
  const female = (i % firstNames.length) % 2 === 1;
  const pair = lastNames[(i * 3) % lastNames.length]!;
  return {
    username: `learner-${String(i + 1).padStart(2, "0")}`,
    email: `learner${i + 1}@example.com`,
    firstName,
    lastName: female ? pair[1] : pair[0],
  };
});

export const demoAccounts = [
  { email: "admin@example.com", role: "admin", username: "admin", firstName: "Анна", lastName: "Колева" },
  {
    email: "provider@example.com",
    role: "provider",
    username: "provider",
    firstName: "Владимир",
    lastName: "Стоянов",
  },
  {
    email: "lector@example.com",
    role: "lector",
    username: "lector",
    firstName: "Мартин",
    lastName: "Георгиев",
  },
  {
    email: "learner@example.com",
    role: "learner",
    username: "learner",
    firstName: "Йоана",
    lastName: "Димитрова",
  },
] as const;

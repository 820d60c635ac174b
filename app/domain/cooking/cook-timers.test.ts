import { describe, expect, it } from "vitest";
import { extractTimers, formatClock, formatDuration, timerLabel } from "./cook-timers";

const MIN = 60;
const HOUR = 3600;

/** [step text, expected timers as [seconds, maxSeconds]] */
const CASES: [string, [number, number | null][]][] = [
  ["Simmer for 25 minutes until thickened.", [[25 * MIN, null]]],
  ["Roast for 1 hour 10 minutes.", [[HOUR + 10 * MIN, null]]],
  ["Cook the pasta for 5-7 minutes until al dente.", [[5 * MIN, 7 * MIN]]],
  ["Microwave for 30 sec and stir.", [[30, null]]],
  ["Bake 25 to 30 minutes, until golden.", [[25 * MIN, 30 * MIN]]],
  ["Let rest for 10 mins before slicing.", [[10 * MIN, null]]],
  ["Boil the eggs for 8 min.", [[8 * MIN, null]]],
  [
    "Braise for 2 hours, then uncover and cook 30 minutes more.",
    [
      [2 * HOUR, null],
      [30 * MIN, null],
    ],
  ],
  ["Chill for at least 4 hrs.", [[4 * HOUR, null]]],
  ["Marinate for 1 hr.", [[HOUR, null]]],
  ["Sear 2–3 minutes per side.", [[2 * MIN, 3 * MIN]]],
  ["Whisk for 45 seconds.", [[45, null]]],
  ["Toast the spices for 1 minute.", [[MIN, null]]],
  ["Cook for an hour and a half, stirring occasionally.", [[90 * MIN, null]]],
  ["Leave to prove for half an hour.", [[30 * MIN, null]]],
  ["Simmer for 1½ hours.", [[90 * MIN, null]]],
  ["Simmer for 1 1/2 hours.", [[90 * MIN, null]]],
  ["Bake for 1.5 hours.", [[90 * MIN, null]]],
  ["Steep for 3/4 hour.", [[45 * MIN, null]]],
  ["Blanch the beans for two minutes.", [[2 * MIN, null]]],
  ["Let it stand for ten minutes.", [[10 * MIN, null]]],
  ["Cook for a minute more.", [[MIN, null]]],
  ["Rest for a couple of minutes.", [[2 * MIN, null]]],
  ["Roast for 1 hour and 20 minutes.", [[80 * MIN, null]]],
  ["Pressure cook for 2 minutes, 30 seconds.", [[150, null]]],
  ["Give it a 5-minute rest.", [[5 * MIN, null]]],
  ["Knead for 8 to 10 minutes until smooth.", [[8 * MIN, 10 * MIN]]],
  ["Fry 3 or 4 minutes until crisp.", [[3 * MIN, 4 * MIN]]],
  ["Cook 2h on low.", [[2 * HOUR, null]]],
  ["Bake for 20 MINUTES.", [[20 * MIN, null]]],
  [
    "Reduce for 15 minutes, then add the cream and simmer 5 minutes.",
    [
      [15 * MIN, null],
      [5 * MIN, null],
    ],
  ],
  ["Proof for 45-60 minutes.", [[45 * MIN, 60 * MIN]]],
  ["Slow cook for 8 hours.", [[8 * HOUR, null]]],
  ["Brine for 24 hours.", [[24 * HOUR, null]]],
  ["Steam for twenty minutes.", [[20 * MIN, null]]],
  ["Soak for forty-five minutes.", [[45 * MIN, null]]],
  ["Cook for 90 seconds.", [[90, null]]],
  ["Rest for 1 hr 15 min.", [[75 * MIN, null]]],
  [
    "Bake 40 minutes–1 hour.",
    [
      [40 * MIN, null],
      [HOUR, null],
    ],
  ],
  ["Roast at 400°F for 35 minutes.", [[35 * MIN, null]]],
  // No timers here.
  ["Season with salt and pepper to taste.", []],
  ["Use a 10-inch skillet.", []],
  ["Preheat the oven to 180 °C.", []],
  ["Refrigerate overnight.", []],
  ["Add 2 cups of stock.", []],
  ["Serve in 4 bowls with 1/2 cup of rice.", []],
  ["Cut into 2 cm pieces.", []],
  ["Stir every few minutes.", []],
  ["Cook for 0 minutes.", []],
  ["Age for 400 hours.", []],
];

describe("timers found in step text", () => {
  it(`covers at least 40 step texts (${CASES.length})`, () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(CASES)("%s", (step, expected) => {
    const found = extractTimers(step).map((t) => [t.seconds, t.maxSeconds]);
    expect(found).toEqual(expected);
  });

  it("keeps the words it found and where they are", () => {
    const [timer] = extractTimers("Simmer for 1 hour 10 minutes, covered.");
    expect(timer.text).toBe("1 hour 10 minutes");
    expect(timer.index).toBe(11);
  });
});

describe("timer display", () => {
  it("shows a countdown as a clock", () => {
    expect(formatClock(25 * MIN)).toBe("25:00");
    expect(formatClock(HOUR + 10 * MIN)).toBe("1:10:00");
    expect(formatClock(30)).toBe("0:30");
    expect(formatClock(29.2)).toBe("0:30");
    expect(formatClock(-3)).toBe("0:00");
  });

  it("labels durations and ranges", () => {
    expect(formatDuration(70 * MIN)).toBe("1 hr 10 min");
    expect(formatDuration(30)).toBe("30 sec");
    expect(timerLabel({ seconds: 5 * MIN, maxSeconds: 7 * MIN })).toBe("5–7 min");
    expect(timerLabel({ seconds: 45 * MIN, maxSeconds: HOUR })).toBe("45 min–1 hr");
    expect(timerLabel({ seconds: 25 * MIN, maxSeconds: null })).toBe("25 min");
  });
});

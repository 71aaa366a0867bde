import { afterGrade, afterSkip, band, isSettled, PRIOR, ratingOf, type Estimate } from "@/lib/quiz/rating";

const answer = (e: Estimate, grade: number, difficulty = e.mean) => afterGrade(e, { grade, difficulty });

describe("rating estimator", () => {
  it("stays within 0-100 whatever the grades", () => {
    let low = PRIOR;
    let high = PRIOR;
    for (let i = 0; i < 60; i++) {
      low = answer(low, 0, 0);
      high = answer(high, 10, 100);
    }
    expect(ratingOf(low)).toBeGreaterThanOrEqual(0);
    expect(ratingOf(low)).toBeLessThan(10);
    expect(ratingOf(high)).toBeLessThanOrEqual(100);
    expect(ratingOf(high)).toBeGreaterThan(90);
  });

  it("is monotone in the grade: a better answer never rates lower", () => {
    const start = { mean: 55, sd: 12 };
    const means = Array.from({ length: 11 }, (_, g) => answer(start, g, 55).mean);
    for (let g = 1; g <= 10; g++) expect(means[g]).toBeGreaterThan(means[g - 1]);
    expect(means[0]).toBeLessThan(55);
    expect(means[10]).toBeGreaterThan(55);
  });

  it("a skip costs exactly one point", () => {
    for (const mean of [72.4, 50, 13.6]) {
      const before = { mean, sd: 6 };
      expect(ratingOf(afterSkip(before))).toBe(ratingOf(before) - 1);
    }
    expect(ratingOf(afterSkip({ mean: 0.2, sd: 5 }))).toBe(0);
  });

  it("converges on a steady ability and settles", () => {
    let e = PRIOR;
    expect(isSettled(e)).toBe(false);
    // someone of ability 70 answering questions aimed at their rating, without noise
    for (let i = 0; i < 20; i++) {
      const difficulty = e.mean;
      e = answer(e, Math.round(10 / (1 + Math.exp(-(70 - difficulty) / 10))), difficulty);
    }
    expect(Math.abs(ratingOf(e) - 70)).toBeLessThanOrEqual(4);
    expect(isSettled(e)).toBe(true);
  });

  it("moves less as evidence accumulates", () => {
    const fresh = answer(PRIOR, 10, 50).mean - PRIOR.mean;
    let seasoned: Estimate = { mean: 50, sd: 5 };
    seasoned = answer(seasoned, 10, 50);
    expect(seasoned.mean - 50).toBeLessThan(fresh);
  });

  it("uses SPEC section 9's bands", () => {
    expect([0, 33, 33.5, 65, 66, 100].map(band)).toEqual(["easy", "easy", "medium", "medium", "hard", "hard"]);
  });
});

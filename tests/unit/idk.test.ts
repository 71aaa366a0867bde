import { saysIDontKnow } from "@/lib/quiz/idk";

describe("an answer that says it does not know", () => {
  it.each(["I don't know", "i dont know", "I do not know.", "idk", "IDK!", "No idea", "Sorry, I have no idea.", "Not sure", "I'm not sure", "I am not sure, sorry", "no clue", "dunno", "I don't know the answer to this question, sorry", "?", "???", "skip", "pass", "I can't answer this"])("%p is honest", (answer) => {
    expect(saysIDontKnow(answer)).toBe(true);
  });

  it.each([
    "A closure keeps the variables of the scope it was created in.",
    // an answer after all: graded as one
    "I don't know the exact term, but a closure keeps the variables of its enclosing scope alive after that function returns",
    "Not sure about the name, but the event loop runs queued callbacks once the call stack is empty and microtasks drain first",
    "Pass by value copies the argument",
    "Nothing is copied: objects are passed by reference",
    "",
    "Knowing the answer: a promise settles once.",
  ])("%p is an answer", (answer) => {
    expect(saysIDontKnow(answer)).toBe(false);
  });
});

import { skillKey } from "@/lib/skills/catalogue";
import * as algorithms from "./algorithms";
import * as aws from "./aws";
import * as csharp from "./csharp";
import * as css from "./css";
import * as dataStructures from "./data-structures";
import * as docker from "./docker";
import * as git from "./git";
import * as go from "./go";
import * as html from "./html";
import * as java from "./java";
import * as javascript from "./javascript";
import * as kubernetes from "./kubernetes";
import * as nodejs from "./nodejs";
import * as python from "./python";
import * as react from "./react";
import * as restApiDesign from "./rest-api-design";
import * as softwareTesting from "./software-testing";
import * as sql from "./sql";
import * as systemDesign from "./system-design";
import * as typescript from "./typescript";
import type { BankQuestion } from "./types";

const SKILLS = [javascript, typescript, react, nodejs, html, css, python, java, go, csharp, sql, git, docker, kubernetes, aws, restApiDesign, dataStructures, algorithms, systemDesign, softwareTesting];

/** The offline engine's questions, by the skill's catalogue key. */
export const BANK: ReadonlyMap<string, { skill: string; questions: BankQuestion[] }> = new Map(SKILLS.map((s) => [skillKey(s.skill), { skill: s.skill, questions: s.questions }]));

export type { BankQuestion };

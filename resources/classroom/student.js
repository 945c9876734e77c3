// The student page of a ScaleScope class session: join, answer the open question, see the
// model's answer after the reveal. Served by the app itself; every text from the server is
// put in with textContent (never as HTML), so a nickname or prompt cannot run a script.
"use strict";
(function () {
  const code = new URLSearchParams(location.search).get("code") || "";
  const texts = document.getElementById("texts").dataset;
  const $ = (id) => document.getElementById(id);
  let student = sessionStorage.getItem("scalescope-student-" + code) || "";
  let shownQuestion = 0;
  let shownState = "";

  function api(method, path, body) {
    const init = { method: method, headers: {}, cache: "no-store" };
    if (body !== undefined) {
      init.headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body);
    }
    return fetch(path + "?code=" + encodeURIComponent(code) +
                 (method === "GET" ? "&student=" + encodeURIComponent(student) : ""), init)
      .then((r) => r.json().then((j) => ({ status: r.status, body: j })));
  }

  // A typed number: "1e6", "19.6", and a comma as the page's language writes it (German
  // "19,6" is 19.6; English "1,024" is 1024). Null when it is not one.
  function readNumber(typed) {
    let t = typed.trim().replace(/[\s\u00a0\u202f]/g, "");
    if (t === "" || (t.includes(",") && t.includes("."))) return null;
    if (t.includes(",")) t = document.documentElement.lang === "de" ? t.replace(",", ".") : t.replace(/,/g, "");
    if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(t)) return null;
    const v = Number(t);
    return isFinite(v) ? v : null;
  }

  function say(id, text) { $(id).textContent = text; }

  function buildAnswer(q) {
    $("answer").hidden = false;
    $("number").hidden = q.kind !== "number";
    $("choices").hidden = q.kind !== "choice";
    say("unit", q.unit || "");
    $("value").value = "";
    const choices = $("choices");
    while (choices.firstChild) choices.removeChild(choices.firstChild);
    if (q.kind === "choice") {
      q.options.forEach((label, i) => {
        const row = document.createElement("label");
        const radio = document.createElement("input");
        radio.type = "radio";
        radio.name = "choice";
        radio.value = String(i);
        row.appendChild(radio);
        row.appendChild(document.createTextNode(" " + label));
        choices.appendChild(row);
      });
    }
    say("send", texts.submit);
  }

  function answerText(q, value) {
    if (value === null || value === undefined) return texts.noanswer;
    return q.kind === "choice" ? q.options[value] : value + (q.unit ? " " + q.unit : "");
  }

  // Where the guess lay: the accepted band around the model's value, the model's line and
  // the student's dot, each labelled; a log scale where all are positive and far apart.
  function drawScale(q, state) {
    const svg = $("scale");
    while (svg.firstChild) svg.removeChild(svg.firstChild);
    if (q.kind !== "number" || state.yours === null) { svg.hidden = true; return; }
    svg.hidden = false;
    const a = state.answer, guess = state.yours;
    const values = [a.low, a.high, a.value, guess];
    const log = values.every((v) => v > 0) && Math.max(...values) / Math.min(...values) > 20;
    const f = (v) => (log ? Math.log10(v) : v);
    let lo = Math.min(...values.map(f)), hi = Math.max(...values.map(f));
    const pad = (hi - lo) * 0.15 || Math.abs(lo) * 0.15 || 1;
    lo -= pad; hi += pad;
    const x = (v) => 10 + 280 * (f(v) - lo) / (hi - lo);
    const ns = "http://www.w3.org/2000/svg";
    const add = (name, attrs, text) => {
      const e = document.createElementNS(ns, name);
      for (const k in attrs) e.setAttribute(k, attrs[k]);
      if (text !== undefined) e.textContent = text;
      svg.appendChild(e);
    };
    add("rect", { x: x(a.low), y: 22, width: Math.max(1, x(a.high) - x(a.low)), height: 16, class: "band" });
    add("line", { x1: 10, y1: 30, x2: 290, y2: 30, class: "axis" });
    add("line", { x1: x(a.value), y1: 18, x2: x(a.value), y2: 42, class: "model" });
    add("circle", { cx: x(guess), cy: 30, r: 6, class: "guess" });
    const anchor = (px) => (px < 60 ? "start" : px > 240 ? "end" : "middle");
    add("text", { x: x(a.value), y: 12, "text-anchor": anchor(x(a.value)), class: "modeltext" }, a.text);
    add("text", { x: x(guess), y: 56, "text-anchor": anchor(x(guess)), class: "guesstext" },
        answerText(q, guess));
  }

  function show(state) {
    $("room").hidden = false;
    $("join").hidden = true;
    if (state.state === "waiting") {
      shownQuestion = 0;
      shownState = "waiting";
      say("prompt", "");
      say("step", "");
      $("answer").hidden = true;
      $("reveal").hidden = true;
      say("status", texts.waiting);
      return;
    }
    const q = state.question;
    if (q.id !== shownQuestion) {
      shownQuestion = q.id;
      say("step", texts.step.replace("%1", q.step).replace("%2", q.steps));
      say("prompt", q.prompt);
      buildAnswer(q);
    }
    if (state.state === "open") {
      say("status", state.yours === null ? "" :
          texts.sent.replace("%1", answerText(q, state.yours)));
      if (state.yours !== null) say("send", texts.change);
      $("reveal").hidden = true;
    } else if (shownState !== "revealed" + q.id) {
      $("answer").hidden = true;
      $("reveal").hidden = false;
      say("status", "");
      say("truth", texts.model.replace("%1", state.answer.text) +
          (q.kind === "number" ? " (" + state.answer.tolerance + ")" : ""));
      say("mine", texts.yours.replace("%1", answerText(q, state.yours)) +
          (state.within === null ? "" : " — " + (state.within ? texts.within : texts.outside)));
      drawScale(q, state);
    }
    shownState = state.state === "revealed" ? "revealed" + q.id : state.state;
  }

  function poll() {
    if (!student) return;
    api("GET", "/api/state").then((r) => {
      if (r.status === 200) { say("error", ""); show(r.body); }
      else if (r.status === 403) { student = ""; $("join").hidden = false; say("error", r.body.error); }
      else if (r.status !== 429) say("error", r.body.error || "");
    }).catch(() => say("error", texts.lost));
  }

  $("join").addEventListener("submit", (e) => {
    e.preventDefault();
    api("POST", "/api/join", { nickname: $("nickname").value }).then((r) => {
      if (r.status !== 200) { say("error", r.body.error); return; }
      student = r.body.student;
      sessionStorage.setItem("scalescope-student-" + code, student);
      say("error", "");
      poll();
    }).catch(() => say("error", texts.lost));
  });

  $("answer").addEventListener("submit", (e) => {
    e.preventDefault();
    let value;
    const picked = document.querySelector("input[name=choice]:checked");
    if (!$("choices").hidden) {
      if (!picked) return;
      value = Number(picked.value);
    } else {
      value = readNumber($("value").value);
      if (value === null) { say("error", texts.number); return; }
    }
    api("POST", "/api/answer", { student: student, question: shownQuestion, value: value })
      .then((r) => { say("error", r.status === 200 ? "" : r.body.error); poll(); })
      .catch(() => say("error", texts.lost));
  });

  poll();
  setInterval(poll, 1000);
})();

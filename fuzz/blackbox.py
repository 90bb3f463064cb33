#!/usr/bin/env python3
"""Black-box fuzzer for the real `xlane run` binary (see fuzz/README.md, "Black-box fuzzing").

Each run takes one launch spec of the corpus and its `.ll` module, mutates the module's text
and/or the spec, and runs `xlane run --strict` on the mutant under a wall-clock limit and an
address-space limit. A *finding* is any of:

  panic       exit 101 or "panicked at" in the output
  signal      killed by a signal (abort, segfault, out of memory under the address limit)
  timeout     no answer within --timeout seconds (the binary is given --time-limit 5)
  unexplained an exit other than 0 (ran, expectations met) or 1 (ran, a mismatch reported)
              without an `error[KIND]` diagnostic

Run i uses random.Random(f"{seed}:{i}") only, so `--replay-index i` rebuilds mutant i exactly.
Each distinct finding (kind + panic location or last line) keeps its first mutant under
OUT/findings/<hash>/ (m.ll, s.json, why.txt); OUT/summary.json has the counts. A kept
mutant becomes a regression case when copied to fuzz/regressions/blackbox/<name>/
(crates/xlane-cli/tests/all/fuzz_regressions.rs runs the binary on each).

usage: fuzz/blackbox.py --xlane target/release/xlane --corpus tests/kernels --out /tmp/bb --seconds 120 [--jobs N]
       fuzz/blackbox.py --xlane … --minimize /tmp/bb/findings/HASH --out fuzz/regressions/blackbox/NAME
"""
import argparse
import hashlib
import json
import os
import random
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from multiprocessing import Pool

# Values at the edges of widths, counts and sizes the runner checks.
EDGE_NUMBERS = ["0", "1", "-1", "2", "3", "7", "31", "32", "33", "63", "64", "65", "127", "128", "255", "256",
                "1023", "1024", "1025", "65535", "65536", "2147483647", "-2147483648", "4294967295",
                "4294967296", "9223372036854775807", "-9223372036854775808", "18446744073709551615",
                "340282366920938463463374607431768211455", "1e308", "0x7FF0000000000000", "0xH7C00"]
TYPES = ["void", "i1", "i7", "i8", "i16", "i24", "i32", "i33", "i64", "i128", "i256", "half", "bfloat", "float",
         "double", "ptr", "ptr addrspace(1)", "ptr addrspace(3)", "ptr addrspace(5)", "<2 x half>", "<4 x i32>",
         "<0 x i32>", "<1 x i64>", "<2 x ptr>", "[4 x i8]", "[0 x i32]", "{ i32, i1 }", "{}", "label", "metadata"]
TOKENS = [" ", ",", "(", ")", "{", "}", "[", "]", "<", ">", "!", "#0", "undef", "poison", "zeroinitializer",
          "null", "...", "\x00", "\u00e9", "%", "@", "=", "x", "addrspace(7)", "volatile", "atomic", "align 1"]
SCALAR = re.compile(r"\b(i1|i8|i16|i32|i64|float|double|half|ptr)\b")
LOCAL = re.compile(r"%[\w.]+")
INTRINSIC = re.compile(r"@llvm\.[\w.]+")
CALL_ARGS = re.compile(r"(call [^@]*@[\w.$]+)\((.*)\)")


def corpus_pairs(root):
    """(spec path, module path) for every *.spec.json under root whose module exists."""
    pairs = []
    for d, _, files in os.walk(root):
        for f in sorted(files):
            if not f.endswith(".spec.json"):
                continue
            p = os.path.join(d, f)
            try:
                m = os.path.join(d, json.load(open(p))["module"])
            except (OSError, ValueError, KeyError, TypeError):
                continue
            if os.path.isfile(m) and m.endswith(".ll") and os.path.getsize(m) < 1 << 20:
                pairs.append((p, m))
    return sorted(pairs)


def intrinsic_names(pairs):
    """Every intrinsic name the corpus calls: swapping one for another reaches signature checks."""
    names = set()
    for _, m in pairs:
        names.update(INTRINSIC.findall(open(m, encoding="utf-8", errors="replace").read()))
    return sorted(names)


def mutate_ll(text, r, names):
    lines = text.split("\n")
    for _ in range(r.randint(1, 4)):
        if not lines:
            break
        i = r.randrange(len(lines))
        line = lines[i]
        k = r.randrange(13)
        if k == 0:
            del lines[i]
        elif k == 1:
            lines.insert(r.randrange(len(lines) + 1), line)
        elif k == 2:
            j = r.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
        elif k in (3, 4):
            nums = list(re.finditer(r"-?\b\d+\b", line))
            if nums:
                m = r.choice(nums)
                lines[i] = line[:m.start()] + r.choice(EDGE_NUMBERS) + line[m.end():]
        elif k == 5:
            ts = list(SCALAR.finditer(line))
            if ts:
                m = r.choice(ts)
                lines[i] = line[:m.start()] + r.choice(TYPES) + line[m.end():]
        elif k == 6:
            ids, pool = list(LOCAL.finditer(line)), LOCAL.findall(text)
            if ids and pool:
                m = r.choice(ids)
                lines[i] = line[:m.start()] + r.choice(pool) + line[m.end():]
        elif k == 7:
            lines[i] = line[:r.randrange(len(line) + 1)]
        elif k == 8:
            pos = r.randrange(len(line) + 1)
            lines[i] = line[:pos] + r.choice(TOKENS) + line[pos:]
        elif k in (9, 10):
            # the callee of a call (or a declaration) becomes another intrinsic of the corpus
            m = INTRINSIC.search(line)
            if m and names:
                lines[i] = line[:m.start()] + r.choice(names) + line[m.end():]
        elif k == 11:
            # a call loses, repeats or reorders its arguments
            m = CALL_ARGS.search(line)
            if m:
                args = [a for a in m.group(2).split(", ") if a]
                op = r.randrange(3)
                if op == 0 and args:
                    args.pop(r.randrange(len(args)))
                elif op == 1 and args:
                    args.insert(r.randrange(len(args) + 1), r.choice(args))
                else:
                    r.shuffle(args)
                lines[i] = line[:m.start()] + f"{m.group(1)}({', '.join(args)})" + line[m.end():]
        else:
            # a block of lines moves elsewhere (phis, terminators and definitions out of place)
            j = r.randrange(len(lines))
            n = r.randint(1, 8)
            chunk = lines[i:i + n]
            del lines[i:i + n]
            lines[j:j] = chunk
    return "\n".join(lines)


def mutate_spec(spec, r):
    s = json.loads(json.dumps(spec))
    k = r.randrange(9)
    dims = [0, 1, 2, 3, 31, 33, 64, 65, 1024, 1025, 65535, 65536, 2**31 - 1, 2**32, 2**63, -1]
    if k == 0:
        s["grid"] = [r.choice(dims) for _ in range(r.randint(1, 4))]
    elif k == 1:
        s["block"] = [r.choice(dims) for _ in range(r.randint(1, 4))]
    elif k == 2 and s.get("args"):
        a = r.choice(s["args"])
        if isinstance(a, dict) and "buffer" in a:
            a["len"] = r.choice([0, 1, 3, 2**31, 2**40, 2**64, -1, 1.5, "8"])
            a.pop("data", None)
        elif isinstance(a, dict):
            a["value"] = r.choice([0, -1, 2**31, 2**63, 2**64, 1e300, float("inf"), "x", None, [], {}])
    elif k == 3 and s.get("args"):
        a = r.choice(s["args"])
        if isinstance(a, dict):
            for key in ("buffer", "scalar"):
                if key in a:
                    a[key] = r.choice(["u8", "i8", "i16", "u32", "i64", "u64", "f16", "bf16", "f32", "f64",
                                       "f16x2", "bool", "ptr", "bogus", ""])
    elif k == 4 and s.get("args"):
        s["args"].pop(r.randrange(len(s["args"])))
    elif k == 5 and s.get("args"):
        s["args"].append(r.choice(s["args"]))
    elif k == 6:
        s["shared_bytes"] = r.choice([1, 65535, 65536, 2**32, 2**63, -1])
    elif k == 7:
        s["wave"] = r.choice([0, 1, 16, 32, 64, 128])
        s["target"] = r.choice(["gfx942", "gfx1100", "gfx1250", "gfx600", "gfx90a", "gfx950", "sm_90", "sm_70",
                                "sm_30", "sm_100", "gfx9999", ""])
    else:
        s["limits"] = {"steps": r.choice([0, 1, 10, 2**40, -1])}
    return s


def classify(rc, out):
    """The finding an exit status and its output amount to, or None."""
    m = re.search(r"panicked at ([^\n]+)", out)
    if rc == 101 or m:
        return "panic", m.group(1) if m else out.strip().splitlines()[-1:]
    if rc == "timeout":
        return "timeout", ""
    if rc < 0:
        return "signal", f"signal {-rc}"
    if rc not in (0, 1) and "error[" not in out:
        last = out.strip().splitlines()[-1][:160] if out.strip() else "(no output)"
        return "unexplained", f"exit {rc}: {last}"
    return None


def build_mutant(i, args, pairs, names):
    r = random.Random(f"{args.seed}:{i}")
    spec_path, mod_path = pairs[r.randrange(len(pairs))]
    spec = json.load(open(spec_path))
    text = open(mod_path, encoding="utf-8", errors="replace").read()
    mutated = False
    if r.random() < 0.75:
        text, mutated = mutate_ll(text, r, names), True
    if r.random() < 0.4 or not mutated:
        spec = mutate_spec(spec, r)
    spec["module"] = "m.ll"
    return spec_path, spec, text


def limit_memory(gib):
    def f():
        resource.setrlimit(resource.RLIMIT_AS, (gib << 30, gib << 30))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    return f


def run_xlane(d, args):
    """Run the binary on d/s.json as every run does: (exit status or "timeout", output)."""
    try:
        p = subprocess.run([args.xlane, "run", "--strict", "--time-limit", "5", "--quiet", "s.json"], cwd=d,
                           capture_output=True, timeout=args.timeout, preexec_fn=limit_memory(args.mem_gib))
        return p.returncode, (p.stderr + p.stdout).decode(errors="replace")
    except subprocess.TimeoutExpired:
        return "timeout", ""


def finding_name(found):
    return f"{found[0]}: {found[1]}" if found else None


def run_one(job):
    i, args, pairs, names = job
    seed_spec, spec, text = build_mutant(i, args, pairs, names)
    d = tempfile.mkdtemp(prefix="xlane-bb")
    try:
        with open(os.path.join(d, "m.ll"), "w") as f:
            f.write(text)
        with open(os.path.join(d, "s.json"), "w") as f:
            json.dump(spec, f)
        t0 = time.time()
        rc, out = run_xlane(d, args)
        kind = finding_name(classify(rc, out))
        if kind:
            h = hashlib.sha1(kind.encode()).hexdigest()[:10]
            keep = os.path.join(args.out, "findings", h)
            if not os.path.exists(keep):
                shutil.copytree(d, keep, dirs_exist_ok=True)
                with open(os.path.join(keep, "why.txt"), "w") as f:
                    f.write(f"{kind}\nseed spec {seed_spec}\nrun index {i} (--seed {args.seed})\n\n{out[-4000:]}")
                # flat copies too: a machine that returns only shallow files still brings them back
                for name in ("m.ll", "s.json", "why.txt"):
                    shutil.copy(os.path.join(keep, name), os.path.join(args.out, f"finding-{h}-{name}"))
                print(f"finding {h} at run {i} (--seed {args.seed}): {kind}", flush=True)
        return rc, kind, time.time() - t0
    finally:
        shutil.rmtree(d, ignore_errors=True)


def minimize(case, args):
    """Delete chunks of the module's lines (halves, quarters, … single lines) while the binary
    still gives the same finding; the result goes to OUT (m.ll, s.json, why.txt)."""
    lines = open(os.path.join(case, "m.ll"), encoding="utf-8", errors="replace").read().split("\n")
    spec = json.load(open(os.path.join(case, "s.json")))
    d = tempfile.mkdtemp(prefix="xlane-bb-min")

    def kind_of(ls):
        open(os.path.join(d, "m.ll"), "w").write("\n".join(ls))
        json.dump(spec, open(os.path.join(d, "s.json"), "w"))
        return finding_name(classify(*run_xlane(d, args)))

    want = kind_of(lines)
    if not want:
        sys.exit(f"{case}: no finding to minimize")
    chunk = max(1, len(lines) // 2)
    while True:
        i = 0
        while i < len(lines):
            trial = lines[:i] + lines[i + chunk:]
            if trial and kind_of(trial) == want:
                lines = trial
            else:
                i += chunk
        if chunk == 1:
            break
        chunk = max(1, chunk // 2)
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(args.out, exist_ok=True)
    open(os.path.join(args.out, "m.ll"), "w").write("\n".join(lines) + "\n")
    json.dump(spec, open(os.path.join(args.out, "s.json"), "w"), indent=1)
    open(os.path.join(args.out, "why.txt"), "w").write(f"{want}\nminimized from {case}: {len(lines)} lines\n")
    print(f"{want}\n{len(lines)} lines kept in {args.out}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--xlane", required=True, help="the xlane binary (a release build)")
    ap.add_argument("--corpus", default="tests/kernels", help="folder searched for *.spec.json")
    ap.add_argument("--out", required=True, help="findings and summary.json go here")
    ap.add_argument("--seconds", type=float, default=60)
    ap.add_argument("--jobs", type=int, default=os.cpu_count())
    ap.add_argument("--seed", default="0", help="campaign seed: run i is a function of (seed, i) alone")
    ap.add_argument("--start", type=int, default=0, help="first run index (to continue a campaign)")
    ap.add_argument("--timeout", type=float, default=30, help="wall-clock seconds per run")
    ap.add_argument("--mem-gib", type=int, default=16, help="address-space limit per run")
    ap.add_argument("--replay-index", type=int, help="write mutant N to --out and stop")
    ap.add_argument("--minimize", metavar="CASE", help="shrink a kept finding (a folder with m.ll, s.json) into --out")
    args = ap.parse_args()
    args.xlane = os.path.abspath(args.xlane)
    args.out = os.path.abspath(args.out)
    if args.minimize:
        return minimize(args.minimize, args)
    os.makedirs(os.path.join(args.out, "findings"), exist_ok=True)
    pairs = corpus_pairs(args.corpus)
    if not pairs:
        sys.exit(f"no *.spec.json with a .ll module under {args.corpus}")
    names = intrinsic_names(pairs)
    if args.replay_index is not None:
        seed_spec, spec, text = build_mutant(args.replay_index, args, pairs, names)
        open(os.path.join(args.out, "m.ll"), "w").write(text)
        json.dump(spec, open(os.path.join(args.out, "s.json"), "w"))
        print(f"mutant {args.replay_index} of {seed_spec} written to {args.out}")
        return
    print(f"{len(pairs)} specs, {len(names)} intrinsic names, {args.jobs} jobs, {args.seconds:.0f} s", flush=True)
    t0 = time.time()
    end = t0 + args.seconds
    runs, codes, kinds, slowest = 0, {}, {}, 0.0
    i = args.start
    with Pool(args.jobs) as pool:
        while time.time() < end:
            batch = [(i + j, args, pairs, names) for j in range(args.jobs * 4)]
            i += len(batch)
            for rc, kind, secs in pool.imap_unordered(run_one, batch):
                runs += 1
                codes[str(rc)] = codes.get(str(rc), 0) + 1
                slowest = max(slowest, secs)
                if kind:
                    kinds[kind] = kinds.get(kind, 0) + 1
    summary = {"runs": runs, "first_index": args.start, "next_index": i, "seed": args.seed, "jobs": args.jobs,
               "seconds": round(time.time() - t0, 1), "exit_codes": dict(sorted(codes.items())),
               "slowest_run_s": round(slowest, 2), "findings": dict(sorted(kinds.items(), key=lambda kv: -kv[1]))}
    json.dump(summary, open(os.path.join(args.out, "summary.json"), "w"), indent=1)
    print(json.dumps(summary, indent=1))


if __name__ == "__main__":
    main()

//! The device machine's script (`gpu-bin/hwcheck/run.sh`, written by `prepare`).
//!
//! Every case runs as its own process under `timeout` (a kernel that hangs or faults costs
//! that case only), pinned to CPU core 0; after `HWCHECK_BUDGET_S` seconds no new case
//! starts; `HWCHECK_FILTER` runs only the cases whose folder name contains it. The results (each buffer's bytes, `status.json`, the process's stdout, where the
//! driver prints device `printf`, and stderr) are packed into `$OUT/hwcheck-results.tar.gz`;
//! `$OUT/hwcheck.log` has one line per case.

pub const RUN_SH: &str = r#"#!/usr/bin/env bash
# The hardware check's device run (written by `xlane-hwcheck prepare`; docs/hwcheck.md).
# usage: [OUT=DIR] [HWCHECK_DRY_RUN=1] [HWCHECK_FILTER=SUBSTRING] bash gpu-bin/hwcheck/run.sh
set -u
HERE="$(cd "$(dirname "$0")" && pwd)"
OUT="${OUT:-$HERE/out}"
BUDGET="${HWCHECK_BUDGET_S:-150}"
PER_CASE="${HWCHECK_TIMEOUT_S:-15}"
DRY="${HWCHECK_DRY_RUN:-}"
FILTER="${HWCHECK_FILTER:-}"
WORK="$(mktemp -d)"
RES="$WORK/res"
mkdir -p "$RES" "$OUT"
LOG="$RES/hwcheck.log"
PIN=""
command -v taskset > /dev/null && PIN="taskset -c 0"
export LD_LIBRARY_PATH="/usr/local/cuda/lib64:/usr/local/cuda-13.0/targets/x86_64-linux/lib:${LD_LIBRARY_PATH:-}"
export CUDA_CACHE_PATH="$WORK/nvcache"
{ date -u; nvidia-smi --query-gpu=name,driver_version,compute_cap,memory.total --format=csv 2>&1; } > "$RES/device.txt"
# preflight: the binary has the `cuda` feature, libcuda loads and GPU 0 opens
if [ -z "$DRY" ] && ! timeout 60 "$HERE/xlane-gpu" hold --seconds 0 > "$RES/preflight.txt" 2>&1; then
  echo "hwcheck: preflight failed: $(head -c 600 "$RES/preflight.txt")" | tee -a "$LOG"
fi
# a context held in the background keeps the driver initialised between the processes
HOLD=""
if [ -z "$DRY" ]; then
  timeout $((BUDGET + 60)) $PIN "$HERE/xlane-gpu" hold --seconds $((BUDGET + 30)) > "$RES/hold.txt" 2>&1 &
  HOLD=$!
fi
start=$(date +%s)
n=0; ok=0; bad=0; late=0
while read -r c; do
  [ -z "$c" ] && continue
  n=$((n + 1))
  if (( $(date +%s) - start >= BUDGET )); then
    echo "$c not-run (the ${BUDGET}s budget was spent)" >> "$LOG"; late=$((late + 1)); continue
  fi
  mkdir -p "$RES/$c"
  t0=$(date +%s%N)
  timeout -k 2 "$PER_CASE" $PIN "$HERE/xlane-gpu" run-ptx --case "$HERE/cases/$c/case.json" --out "$RES/$c" ${DRY:+--dry-run} \
    > "$RES/$c/stdout.txt" 2> "$RES/$c/stderr.txt"
  rc=$?
  ms=$(( ($(date +%s%N) - t0) / 1000000 ))
  st=""
  [ -f "$RES/$c/status.json" ] && st=$(tr -d '\n' < "$RES/$c/status.json" | head -c 400)
  if [ $rc -eq 0 ]; then ok=$((ok + 1)); else
    bad=$((bad + 1))
    [ $rc -eq 124 ] && st="timeout after ${PER_CASE}s"
    [ -z "$st" ] && st="$(tail -c 300 "$RES/$c/stderr.txt" | tr '\n' ' ')"
    echo "FAIL $c rc=$rc $st"
  fi
  echo "$c rc=$rc ${ms}ms $st" >> "$LOG"
done < <(grep -F -- "$FILTER" "$HERE/cases.txt")
echo "hwcheck: $n cases, $ok ran ok, $bad failed, $late not run, $(( $(date +%s) - start ))s" | tee -a "$LOG"
[ -n "$HOLD" ] && kill "$HOLD" 2> /dev/null
tar czf "$OUT/hwcheck-results.tar.gz" -C "$WORK" res
cp "$LOG" "$OUT/hwcheck.log"
ls -l "$OUT"
rm -rf "$WORK"
"#;

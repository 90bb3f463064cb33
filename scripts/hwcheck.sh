#!/usr/bin/env bash
# The hardware check of the NVIDIA corpus (docs/hwcheck.md), host side.
#   scripts/hwcheck.sh prepare   # build, write gpu-bin/hwcheck (binary, PTX, inputs, run.sh)
#   scripts/hwcheck.sh dry-run   # run.sh without CUDA, results in gpu-bin/hwcheck/dry-results
#   scripts/hwcheck.sh compare [RESULTS] [FILTER…]   # default RESULTS gpu-bin/hwcheck/results
# Run in the repository root. gpu-bin/ is git-ignored.
set -euo pipefail
cd "$(dirname "$0")/.."
OUTDIR=gpu-bin/hwcheck
host_bin() {
  cargo build --release -q -p xlane-gpu --features cuda
  echo "${CARGO_TARGET_DIR:-target}/release/xlane-hwcheck"
}
case "${1:-}" in
  prepare)
    cargo build --release -q -p xlane-gpu --features cuda
    T="${CARGO_TARGET_DIR:-target}/release"
    mkdir -p "$OUTDIR"
    "$T/xlane-hwcheck" prepare --out "$OUTDIR"
    cp "$T/xlane-gpu" "$OUTDIR/xlane-gpu" && strip "$OUTDIR/xlane-gpu"
    du -sh "$OUTDIR"
    ;;
  dry-run)
    rm -rf "$OUTDIR/dry-results" && mkdir -p "$OUTDIR/dry-results"
    HWCHECK_DRY_RUN=1 OUT="$OUTDIR/dry-results" bash "$OUTDIR/run.sh"
    ;;
  compare)
    shift
    RES="${1:-$OUTDIR/results}"
    [ $# -gt 0 ] && shift
    "$(host_bin)" compare --dir "$OUTDIR" --results "$RES" --json "$RES/compare.json" "$@" | tee "$RES/compare.md"
    ;;
  *)
    sed -n 2,6p "$0"; exit 2
    ;;
esac

#!/usr/bin/env bash
# Regenerate the kernel corpus: every .ll under tests/kernels (clang-22, and opt-22 for the
# atomic-optimizer builds) and every launch spec with its host-computed expected output.
# Usage: scripts/regen-kernels.sh [ll] [specs]   (default: both, then the PTX that
# tests/kernels/hw_check_cuda.py runs on an NVIDIA GPU)
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in clang-22 opt-22; do
  command -v "$tool" >/dev/null || { echo "regen-kernels: $tool not found (needed for the .ll files)" >&2; exit 1; }
done
python3 tests/kernels/gen.py "$@"
if [ $# -eq 0 ] || [[ " $* " == *" ll "* ]]; then
  command -v llc-22 >/dev/null || { echo "regen-kernels: llc-22 not found (needed for the PTX)" >&2; exit 1; }
  python3 tests/kernels/hw_check_cuda.py ptx
fi

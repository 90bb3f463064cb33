#!/usr/bin/env bash
# Regenerate the kernel corpus: every .ll under tests/kernels (clang-22, and opt-22 for the
# atomic-optimizer builds) and every launch spec with its host-computed expected output.
# Usage: scripts/regen-kernels.sh [ll] [specs]   (default: both)
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in clang-22 opt-22; do
  command -v "$tool" >/dev/null || { echo "regen-kernels: $tool not found (needed for the .ll files)" >&2; exit 1; }
done
exec python3 tests/kernels/gen.py "$@"

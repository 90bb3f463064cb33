// `#include <cuda_runtime.h>` finds the lite header (docs/launch.md compile recipe).
#pragma once
#include "cuda_lite.h"

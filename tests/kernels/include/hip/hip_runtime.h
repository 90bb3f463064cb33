// `#include <hip/hip_runtime.h>` finds the lite header (docs/launch.md compile recipe).
#pragma once
#include "../hip_lite.h"

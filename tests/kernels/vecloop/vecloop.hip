#include "../include/hip_lite.h"
#include "vecloop_body.h"

#include "../include/hip_lite.h"
#include "fops_body.h"

// Half the warp calls __shfl_sync with a full mask: the other half never arrives.
__global__ void half_shuffle(int *out) {
  int x = threadIdx.x;
  if (x < 16)
    x = __shfl_sync(0xffffffffu, x, 0);
  out[threadIdx.x] = x;
}

// Lanes 16-31 are not in the shuffle's mask, so their result is undefined; atomicAdd (a
// header function) passes it to memory.
__global__ void undefined_add(int *out) {
  int v = __shfl_sync(0x0000ffffu, (int)threadIdx.x, 0);
  atomicAdd(&out[0], v);
}

// A kernel to watch lane by lane (docs/watch.md; the same code as watch.cu).
__global__ void scale(const int *in, int *out, int n) {
  int t = threadIdx.x;
  int v = t * 3;
  int acc = 0;
  if (t % 4 == 0) {
    acc = v + in[t];
  }
  for (int i = 0; i < n; i++) {
    acc += in[(t + i) % 64];
  }
  if (t >= 64) {
    acc = -1; // no lane: the launches have 64 threads or fewer
  }
  out[t] = acc;
}

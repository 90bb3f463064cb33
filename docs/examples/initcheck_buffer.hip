// initcheck and AMD buffer loads (docs/sanitize.md): a lane whose offset is at or past the
// resource's num_records reads 0 by the ISA and touches no memory, so it reads nothing
// unwritten; a lane in range reads the buffer's bytes.
extern "C" __global__ void bufload(int *in, int *out, int n) {
  __amdgpu_buffer_rsrc_t r = __builtin_amdgcn_make_buffer_rsrc(in, 0, n * 4, 0x00027000);
  int t = threadIdx.x;
  out[t] = __builtin_amdgcn_raw_buffer_load_b32(r, t * 4, 0, 0);
}

#define __global__ __attribute__((global))
extern "C" __global__ void m(float* f, int* i, unsigned* u, double* d) {
  f[0] = __nvvm_fmin_f(f[1], f[2]); f[3] = __nvvm_fmax_f(f[4], f[5]); f[6] = __nvvm_fabs_f(f[7]);
  f[8] = __nvvm_add_rn_f(f[9], f[10]); f[11] = __nvvm_fma_rn_f(f[12], f[13], f[14]); f[15] = __nvvm_sqrt_rn_f(f[16]);
  f[17] = __nvvm_saturate_f(f[18]); f[19] = __nvvm_div_rn_f(f[20], f[21]); f[22] = __nvvm_mul_rn_f(f[23], f[24]);
  i[0] = __nvvm_mulhi_i(i[1], i[2]); u[0] = __nvvm_mulhi_ui(u[1], u[2]);
  u[3] = __nvvm_prmt(u[4], u[5], u[6]); i[7] = __nvvm_sad_i(i[8], i[9], i[10]);
  d[0] = __nvvm_fma_rn_d(d[1], d[2], d[3]); f[25] = __nvvm_rcp_rn_f(f[26]); u[9] = __nvvm_f2i_rn(f[27]);
}

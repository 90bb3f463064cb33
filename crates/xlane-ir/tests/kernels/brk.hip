#define __global__ __attribute__((global))
typedef unsigned u32;
// A loop whose body breaks from inside a nested if: the lanes that stay in the loop must
// meet again before the ballot (the structurized control flow AMD's compiler emits).
extern "C" __global__ void brk(const u32* in, unsigned long long* out) {
  u32 t = __builtin_amdgcn_workitem_id_x();
  u32 x = in[t];
  for (int i = 0; i < 8; i++) {
    if (x & (1u << i)) {
      if (((x >> 8) & 7) == (u32)i) break;
      x ^= 0x10000;
    }
    out[t * 8 + i] = __builtin_amdgcn_ballot_w64(1);
  }
}

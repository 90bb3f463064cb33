// xl_common.h: what CUDA's and HIP's device headers both give device code, written once on
// clang builtins for cuda_lite.h and hip_lite.h (which include it after defining XL_FN and
// XL_RMW). Each function computes what the CUDA Math API / CUDA C++ Programming Guide
// ("Mathematical Functions", "Integer Intrinsics", "Atomic Functions") and the HIP
// programming guide say it returns.
//
// Math: functions the guide gives 0 ulp of error (floor, fma, sqrt, fmod, ldexp, …) are
// computed exactly here. The others (exp, sin, pow, erf, …) call libdevice's entry point
// (`__nv_expf`); with no libdevice linked xlane runs it as an approximate operation (the
// function in binary64, rounded once) and marks the result approximate, as the guide's
// ulp bounds mean no two implementations agree bit for bit.
#pragma once

typedef unsigned int u32;
typedef int i32;
typedef unsigned long long u64;
typedef long long i64;
typedef unsigned char u8;
typedef __SIZE_TYPE__ size_t;

// ---- math: exact ----------------------------------------------------------------------
// XL_MATH_EXACT(T, S, I, MANT): the exactly specified functions of type T (suffix S: `f` or
// nothing), I the unsigned integer of T's width, MANT its stored mantissa bits.
#define XL_MATH_EXACT(T, S, I, MANT)                                                           \
  XL_FN T fabs##S(T x) { return __builtin_fabs##S(x); }                                        \
  XL_FN T fmin##S(T x, T y) { return __builtin_fmin##S(x, y); }                                \
  XL_FN T fmax##S(T x, T y) { return __builtin_fmax##S(x, y); }                                \
  XL_FN T floor##S(T x) { return __builtin_floor##S(x); }                                      \
  XL_FN T ceil##S(T x) { return __builtin_ceil##S(x); }                                        \
  XL_FN T trunc##S(T x) { return __builtin_trunc##S(x); }                                      \
  XL_FN T round##S(T x) { return __builtin_round##S(x); }                                      \
  XL_FN T rint##S(T x) { return __builtin_rint##S(x); }                                        \
  XL_FN T nearbyint##S(T x) { return __builtin_rint##S(x); }                                   \
  XL_FN long lrint##S(T x) { return (long)__builtin_rint##S(x); }                              \
  XL_FN long long llrint##S(T x) { return (long long)__builtin_rint##S(x); }                   \
  XL_FN long lround##S(T x) { return (long)__builtin_round##S(x); }                            \
  XL_FN long long llround##S(T x) { return (long long)__builtin_round##S(x); }                 \
  XL_FN T fma##S(T x, T y, T z) { return __builtin_fma##S(x, y, z); }                          \
  XL_FN T copysign##S(T x, T y) { return __builtin_copysign##S(x, y); }                        \
  XL_FN T sqrt##S(T x) { return __builtin_sqrt##S(x); }                                        \
  XL_FN T fdim##S(T x, T y) { return x > y ? x - y : (x != x || y != y) ? x + y : (T)0; }      \
  XL_FN T fmod##S(T x, T y) { return __builtin_fmod##S(x, y); }                                \
  XL_FN T nan##S(const char *) { return __builtin_nan##S(""); }                                \
  /* scalbn: at most one rounding, in the last multiply (the steps before are exact) */       \
  XL_FN T scalbn##S(T x, int n) {                                                              \
    const int emax = sizeof(T) == 4 ? 127 : 1023, emin = 1 - emax;                            \
    const T up = __builtin_bit_cast(T, (I)(2 * emax) << MANT);     /* 2^emax */                \
    const T down = __builtin_bit_cast(T, (I)1 << MANT);             /* 2^emin */               \
    const T keep = __builtin_bit_cast(T, (I)(emax + MANT + 1) << MANT); /* 2^(MANT+1) */      \
    if (n > emax) { x *= up; n -= emax; if (n > emax) { x *= up; n -= emax; if (n > emax) n = emax; } } \
    else if (n < emin) {                                                                       \
      x *= down * keep; n += emax - 1 - MANT - 1;                                              \
      if (n < emin) { x *= down * keep; n += emax - 1 - MANT - 1; if (n < emin) n = emin; }    \
    }                                                                                          \
    return x * __builtin_bit_cast(T, (I)(emax + n) << MANT);                                   \
  }                                                                                            \
  XL_FN T ldexp##S(T x, int n) { return scalbn##S(x, n); }                                     \
  XL_FN T scalbln##S(T x, long n) { return scalbn##S(x, n > 100000 ? 100000 : n < -100000 ? -100000 : (int)n); } \
  /* frexp/ilogb/logb read the exponent field, scaling subnormals up by 2^(MANT+1) first */  \
  XL_FN int xl_exponent##S(T x) {                                                              \
    const int bias = sizeof(T) == 4 ? 127 : 1023;                                              \
    I b = __builtin_bit_cast(I, x) & ~((I)1 << (sizeof(T) * 8 - 1));                            \
    if ((b >> MANT) == 0) return (int)(__builtin_bit_cast(I, x * __builtin_bit_cast(T, (I)(bias + MANT + 1) << MANT)) >> MANT & (2 * bias + 1)) - bias - MANT - 1; \
    return (int)(b >> MANT) - bias;                                                            \
  }                                                                                            \
  XL_FN T frexp##S(T x, int *e) {                                                              \
    if (x == 0 || x != x || __builtin_isinf(x)) { *e = 0; return x; }                          \
    *e = xl_exponent##S(x) + 1;                                                                \
    return scalbn##S(x, -*e);                                                                  \
  }                                                                                            \
  XL_FN int ilogb##S(T x) {                                                                    \
    if (x == 0) return (int)0x80000000;                                                        \
    if (x != x) return (int)0x80000000;                                                        \
    if (__builtin_isinf(x)) return 0x7fffffff;                                                 \
    return xl_exponent##S(x);                                                                  \
  }                                                                                            \
  XL_FN T logb##S(T x) {                                                                       \
    if (x == 0) return -__builtin_inf##S();                                                    \
    if (x != x) return x;                                                                      \
    if (__builtin_isinf(x)) return __builtin_inf##S();                                         \
    return (T)xl_exponent##S(x);                                                               \
  }                                                                                            \
  XL_FN T modf##S(T x, T *ip) {                                                                \
    T t = __builtin_trunc##S(x);                                                               \
    *ip = t;                                                                                   \
    return __builtin_isinf(x) ? __builtin_copysign##S((T)0, x) : __builtin_copysign##S(x - t, x); \
  }                                                                                            \
  /* remainder: x - n*y, n = x/y rounded to nearest even, from fmod(x, 2y) (exact steps) */  \
  XL_FN T remquo##S(T x, T y, int *quo) {                                                      \
    T ay = __builtin_fabs##S(y);                                                               \
    if (x != x || y != y || __builtin_isinf(x) || y == 0) { *quo = 0; return (x * y) / (x * y); } \
    T r = ay <= __builtin_bit_cast(T, (I)(sizeof(T) == 4 ? 253 : 2045) << MANT) ? __builtin_fmod##S(x, ay + ay) : x; \
    T ar = __builtin_fabs##S(r);                                                               \
    int odd = 0;                                                                               \
    if (ar >= ay) { ar -= ay; odd = 1; }                                                       \
    T half = ay * (T)0.5;                                                                      \
    bool tie = ay < __builtin_bit_cast(T, (I)(MANT + 2) << MANT) ? ar + ar == ay : ar == half; \
    bool above = ay < __builtin_bit_cast(T, (I)(MANT + 2) << MANT) ? ar + ar > ay : ar > half; \
    if (above || (tie && odd)) { ar -= ay; odd++; }                                            \
    int q = odd;                                                                               \
    *quo = ((x < 0) != (y < 0)) ? -q : q;                                                      \
    return __builtin_copysign##S((T)1, x) * ar;                                                \
  }                                                                                            \
  XL_FN T remainder##S(T x, T y) { int q; return remquo##S(x, y, &q); }                       \
  XL_FN T nextafter##S(T x, T y) {                                                             \
    if (x != x || y != y) return x + y;                                                        \
    if (x == y) return y;                                                                      \
    I b = __builtin_bit_cast(I, x);                                                            \
    if (x == 0) return __builtin_copysign##S(__builtin_bit_cast(T, (I)1), y);                  \
    b += ((x < y) == (x > 0)) ? 1 : (I)-1;                                                     \
    return __builtin_bit_cast(T, b);                                                           \
  }

XL_MATH_EXACT(float, f, u32, 23)
XL_MATH_EXACT(double, , u64, 52)
#undef XL_MATH_EXACT

XL_FN int __signbitf(float x) { return __builtin_signbit(x); }
XL_FN int __isnanf(float x) { return x != x; }
XL_FN int __isinff(float x) { return __builtin_isinf(x); }
XL_FN int __finitef(float x) { return __builtin_isfinite(x); }
XL_FN int __signbitd(double x) { return __builtin_signbit(x); }
XL_FN int __isnan(double x) { return x != x; }
XL_FN int __isinf(double x) { return __builtin_isinf(x); }
XL_FN int __isfinited(double x) { return __builtin_isfinite(x); }
XL_FN bool signbit(float x) { return __builtin_signbit(x); }
XL_FN bool signbit(double x) { return __builtin_signbit(x); }
XL_FN bool isnan(float x) { return x != x; }
XL_FN bool isnan(double x) { return x != x; }
XL_FN bool isinf(float x) { return __builtin_isinf(x); }
XL_FN bool isinf(double x) { return __builtin_isinf(x); }
XL_FN bool isfinite(float x) { return __builtin_isfinite(x); }
XL_FN bool isfinite(double x) { return __builtin_isfinite(x); }

// ---- math: approximate (the library functions of xlane's approximation table) ----------
#define XL_MATH_LIB1(F)                                                                        \
  extern "C" __device__ float __nv_##F##f(float);                                              \
  extern "C" __device__ double __nv_##F(double);                                               \
  XL_FN float F##f(float x) { return __nv_##F##f(x); }                                         \
  XL_FN double F(double x) { return __nv_##F(x); }
#define XL_MATH_LIB2(F)                                                                        \
  extern "C" __device__ float __nv_##F##f(float, float);                                       \
  extern "C" __device__ double __nv_##F(double, double);                                       \
  XL_FN float F##f(float x, float y) { return __nv_##F##f(x, y); }                             \
  XL_FN double F(double x, double y) { return __nv_##F(x, y); }
XL_MATH_LIB1(exp) XL_MATH_LIB1(exp2) XL_MATH_LIB1(exp10) XL_MATH_LIB1(expm1)
XL_MATH_LIB1(log) XL_MATH_LIB1(log2) XL_MATH_LIB1(log10) XL_MATH_LIB1(log1p)
XL_MATH_LIB1(sin) XL_MATH_LIB1(cos) XL_MATH_LIB1(tan) XL_MATH_LIB1(sinpi) XL_MATH_LIB1(cospi)
XL_MATH_LIB1(asin) XL_MATH_LIB1(acos) XL_MATH_LIB1(atan) XL_MATH_LIB2(atan2)
XL_MATH_LIB1(sinh) XL_MATH_LIB1(cosh) XL_MATH_LIB1(tanh)
XL_MATH_LIB1(asinh) XL_MATH_LIB1(acosh) XL_MATH_LIB1(atanh)
XL_MATH_LIB1(cbrt) XL_MATH_LIB1(rcbrt) XL_MATH_LIB1(rsqrt) XL_MATH_LIB2(pow) XL_MATH_LIB2(hypot)
XL_MATH_LIB2(rhypot) XL_MATH_LIB1(erf) XL_MATH_LIB1(erfc) XL_MATH_LIB1(tgamma) XL_MATH_LIB1(lgamma)
XL_MATH_LIB1(j0) XL_MATH_LIB1(j1) XL_MATH_LIB1(y0) XL_MATH_LIB1(y1)
#undef XL_MATH_LIB1
#undef XL_MATH_LIB2
XL_FN void sincosf(float x, float *s, float *c) { *s = sinf(x); *c = cosf(x); }
XL_FN void sincos(double x, double *s, double *c) { *s = sin(x); *c = cos(x); }
XL_FN void sincospif(float x, float *s, float *c) { *s = sinpif(x); *c = cospif(x); }
XL_FN void sincospi(double x, double *s, double *c) { *s = sinpi(x); *c = cospi(x); }

// C++ overloads of the double names for float (CUDA's math_functions.hpp, HIP's too).
#define XL_F1(F) XL_FN float F(float x) { return F##f(x); }
#define XL_F2(F) XL_FN float F(float x, float y) { return F##f(x, y); }
XL_F1(fabs) XL_F2(fmin) XL_F2(fmax) XL_F1(floor) XL_F1(ceil) XL_F1(trunc) XL_F1(round) XL_F1(rint)
XL_F1(nearbyint) XL_F1(sqrt) XL_F2(fdim) XL_F2(fmod) XL_F2(copysign) XL_F2(remainder) XL_F2(nextafter)
XL_F1(exp) XL_F1(exp2) XL_F1(expm1) XL_F1(log) XL_F1(log2) XL_F1(log10) XL_F1(log1p)
XL_F1(sin) XL_F1(cos) XL_F1(tan) XL_F1(asin) XL_F1(acos) XL_F1(atan) XL_F2(atan2)
XL_F1(sinh) XL_F1(cosh) XL_F1(tanh) XL_F1(asinh) XL_F1(acosh) XL_F1(atanh) XL_F1(cbrt)
XL_F2(pow) XL_F2(hypot) XL_F1(erf) XL_F1(erfc) XL_F1(tgamma) XL_F1(lgamma) XL_F1(logb)
#undef XL_F1
#undef XL_F2
XL_FN float fma(float x, float y, float z) { return fmaf(x, y, z); }
XL_FN float ldexp(float x, int n) { return ldexpf(x, n); }
XL_FN float scalbn(float x, int n) { return scalbnf(x, n); }
XL_FN float frexp(float x, int *e) { return frexpf(x, e); }
XL_FN float modf(float x, float *i) { return modff(x, i); }
XL_FN int ilogb(float x) { return ilogbf(x); }
XL_FN float pow(float x, int n) { return powf(x, (float)n); }
XL_FN double pow(double x, int n) { return pow(x, (double)n); }
XL_FN int abs(int x) { return x < 0 ? -x : x; }
XL_FN long labs(long x) { return x < 0 ? -x : x; }
XL_FN long long llabs(long long x) { return x < 0 ? -x : x; }
XL_FN long abs(long x) { return labs(x); }
XL_FN long long abs(long long x) { return llabs(x); }
XL_FN float abs(float x) { return fabsf(x); }
XL_FN double abs(double x) { return fabs(x); }

// min/max with CUDA's overloads (math_functions.hpp): a signed and an unsigned operand
// compare as unsigned.
#define XL_MINMAX(R, A, B)                                                                     \
  XL_FN R min(A a, B b) { return (R)a < (R)b ? (R)a : (R)b; }                                  \
  XL_FN R max(A a, B b) { return (R)a > (R)b ? (R)a : (R)b; }
XL_MINMAX(int, int, int) XL_MINMAX(u32, u32, u32) XL_MINMAX(u32, int, u32) XL_MINMAX(u32, u32, int)
XL_MINMAX(long, long, long) XL_MINMAX(unsigned long, unsigned long, unsigned long)
XL_MINMAX(long long, long long, long long) XL_MINMAX(u64, u64, u64)
XL_MINMAX(u64, long long, u64) XL_MINMAX(u64, u64, long long)
#undef XL_MINMAX
XL_FN float min(float a, float b) { return fminf(a, b); }
XL_FN float max(float a, float b) { return fmaxf(a, b); }
XL_FN double min(double a, double b) { return fmin(a, b); }
XL_FN double max(double a, double b) { return fmax(a, b); }
XL_FN double min(float a, double b) { return fmin((double)a, b); }
XL_FN double max(float a, double b) { return fmax((double)a, b); }
XL_FN double min(double a, float b) { return fmin(a, (double)b); }
XL_FN double max(double a, float b) { return fmax(a, (double)b); }
XL_FN int umin(u32 a, u32 b) { return a < b ? a : b; }
XL_FN int umax(u32 a, u32 b) { return a > b ? a : b; }
XL_FN long long llmin(long long a, long long b) { return a < b ? a : b; }
XL_FN long long llmax(long long a, long long b) { return a > b ? a : b; }
XL_FN u64 ullmin(u64 a, u64 b) { return a < b ? a : b; }
XL_FN u64 ullmax(u64 a, u64 b) { return a > b ? a : b; }

// ---- integer intrinsics (CUDA Math API "Integer Intrinsics"; HIP has the same) ----------
XL_FN int __popc(u32 x) { return __builtin_popcount(x); }
XL_FN int __popcll(u64 x) { return __builtin_popcountll(x); }
XL_FN int __clz(int x) { return x ? __builtin_clz((u32)x) : 32; }
XL_FN int __clzll(long long x) { return x ? __builtin_clzll((u64)x) : 64; }
XL_FN int __ffs(int x) { return __builtin_ffs(x); }
XL_FN int __ffsll(long long x) { return __builtin_ffsll(x); }
XL_FN u32 __brev(u32 x) { return __builtin_bitreverse32(x); }
XL_FN u64 __brevll(u64 x) { return __builtin_bitreverse64(x); }
// result byte i is byte s[4i+2:4i] of the 8 bytes {y, x} (x the low four)
XL_FN u32 __byte_perm(u32 x, u32 y, u32 s) {
  u64 v = (u64)y << 32 | x;
  u32 r = 0;
  for (int i = 0; i < 4; i++) r |= (u32)(v >> (8 * ((s >> (4 * i)) & 7)) & 0xff) << (8 * i);
  return r;
}
// the 64-bit {hi, lo} shifted by s mod 32 (`l`/`r`) or min(s, 32) (`lc`/`rc`)
XL_FN u32 __funnelshift_l(u32 lo, u32 hi, u32 s) { return (u32)((((u64)hi << 32 | lo) << (s & 31)) >> 32); }
XL_FN u32 __funnelshift_lc(u32 lo, u32 hi, u32 s) { return (u32)((((u64)hi << 32 | lo) << (s > 32 ? 32 : s)) >> 32); }
XL_FN u32 __funnelshift_r(u32 lo, u32 hi, u32 s) { return (u32)(((u64)hi << 32 | lo) >> (s & 31)); }
XL_FN u32 __funnelshift_rc(u32 lo, u32 hi, u32 s) { return (u32)(((u64)hi << 32 | lo) >> (s > 32 ? 32 : s)); }
// four byte products added to c (signed bytes for int, unsigned for unsigned)
XL_FN int __dp4a(int a, int b, int c) {
  for (int i = 0; i < 32; i += 8) c += (int)(signed char)(a >> i) * (int)(signed char)(b >> i);
  return c;
}
XL_FN u32 __dp4a(u32 a, u32 b, u32 c) {
  for (int i = 0; i < 32; i += 8) c += (a >> i & 0xff) * (b >> i & 0xff);
  return c;
}
// two 16-bit products of a with the low (lo) or high (hi) bytes of b, added to c
XL_FN int __dp2a_lo(int a, int b, int c) { return c + (short)a * (signed char)b + (short)(a >> 16) * (signed char)(b >> 8); }
XL_FN int __dp2a_hi(int a, int b, int c) { return c + (short)a * (signed char)(b >> 16) + (short)(a >> 16) * (signed char)(b >> 24); }
XL_FN u32 __dp2a_lo(u32 a, u32 b, u32 c) { return c + (a & 0xffff) * (b & 0xff) + (a >> 16) * (b >> 8 & 0xff); }
XL_FN u32 __dp2a_hi(u32 a, u32 b, u32 c) { return c + (a & 0xffff) * (b >> 16 & 0xff) + (a >> 16) * (b >> 24); }
XL_FN int __mulhi(int a, int b) { return (int)(((long long)a * b) >> 32); }
XL_FN u32 __umulhi(u32 a, u32 b) { return (u32)(((u64)a * b) >> 32); }
// the high half of a 128-bit product from 32-bit halves (no 128-bit integers in device IR)
XL_FN u64 __umul64hi(u64 a, u64 b) {
  u64 lo = (a & 0xffffffffu) * (b & 0xffffffffu), m1 = (a >> 32) * (b & 0xffffffffu), m2 = (a & 0xffffffffu) * (b >> 32);
  u64 mid = (lo >> 32) + (m1 & 0xffffffffu) + (m2 & 0xffffffffu);
  return (a >> 32) * (b >> 32) + (m1 >> 32) + (m2 >> 32) + (mid >> 32);
}
XL_FN long long __mul64hi(long long a, long long b) {
  u64 h = __umul64hi((u64)a, (u64)b);
  return (long long)(h - (a < 0 ? (u64)b : 0) - (b < 0 ? (u64)a : 0));
}
// 24-bit products: the low 24 bits of each operand (sign-extended for __mul24), low 32 of the product
XL_FN int __mul24(int a, int b) { return (int)((u32)((a << 8) >> 8) * (u32)((b << 8) >> 8)); }
XL_FN u32 __umul24(u32 a, u32 b) { return (a & 0xffffff) * (b & 0xffffff); }
XL_FN u32 __sad(int x, int y, u32 z) { return z + (u32)(x > y ? (long long)x - y : (long long)y - x); }
XL_FN u32 __usad(u32 x, u32 y, u32 z) { return z + (x > y ? x - y : y - x); }
XL_FN int __hadd(int a, int b) { return (int)(((long long)a + b) >> 1); }
XL_FN int __rhadd(int a, int b) { return (int)(((long long)a + b + 1) >> 1); }
XL_FN u32 __uhadd(u32 a, u32 b) { return (u32)(((u64)a + b) >> 1); }
XL_FN u32 __urhadd(u32 a, u32 b) { return (u32)(((u64)a + b + 1) >> 1); }

// ---- atomics (CUDA "Atomic Functions"; HIP amd_hip_atomic.h: relaxed, device scope) ------
#define XL_ATOMIC(NAME, OP, T) XL_FN T NAME(T *p, T v) { return XL_RMW(OP, p, v); }
#define XL_ATOMIC_INT(NAME, OP) XL_ATOMIC(NAME, OP, int) XL_ATOMIC(NAME, OP, u32) XL_ATOMIC(NAME, OP, u64)
XL_ATOMIC_INT(atomicAdd, fetch_add) XL_ATOMIC_INT(atomicAnd, fetch_and) XL_ATOMIC_INT(atomicOr, fetch_or)
XL_ATOMIC_INT(atomicXor, fetch_xor) XL_ATOMIC_INT(atomicMin, fetch_min) XL_ATOMIC_INT(atomicMax, fetch_max)
XL_ATOMIC(atomicAdd, fetch_add, float) XL_ATOMIC(atomicAdd, fetch_add, double)
XL_ATOMIC(atomicMin, fetch_min, long long) XL_ATOMIC(atomicMax, fetch_max, long long)
XL_ATOMIC(atomicSub, fetch_sub, int) XL_ATOMIC(atomicSub, fetch_sub, u32)
#undef XL_ATOMIC_INT
XL_FN int atomicExch(int *p, int v) { return XL_XCHG(p, v); }
XL_FN u32 atomicExch(u32 *p, u32 v) { return XL_XCHG(p, v); }
XL_FN u64 atomicExch(u64 *p, u64 v) { return XL_XCHG(p, v); }
XL_FN float atomicExch(float *p, float v) { return __builtin_bit_cast(float, atomicExch((u32 *)p, __builtin_bit_cast(u32, v))); }
#undef XL_ATOMIC
XL_FN int atomicCAS(int *p, int cmp, int v) { __atomic_compare_exchange_n(p, &cmp, v, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED); return cmp; }
XL_FN u32 atomicCAS(u32 *p, u32 cmp, u32 v) { __atomic_compare_exchange_n(p, &cmp, v, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED); return cmp; }
XL_FN u64 atomicCAS(u64 *p, u64 cmp, u64 v) { __atomic_compare_exchange_n(p, &cmp, v, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED); return cmp; }
// atomicInc: old >= v ? 0 : old + 1; atomicDec: (old == 0 || old > v) ? v : old - 1
XL_FN u32 atomicInc(u32 *p, u32 v) {
  u32 old = *p, want;
  do { want = old >= v ? 0 : old + 1; } while (!__atomic_compare_exchange_n(p, &old, want, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED));
  return old;
}
XL_FN u32 atomicDec(u32 *p, u32 v) {
  u32 old = *p, want;
  do { want = (old == 0 || old > v) ? v : old - 1; } while (!__atomic_compare_exchange_n(p, &old, want, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED));
  return old;
}

// ---- vector types and make_* ---------------------------------------------------------------
// (XL_VEC_TYPES(T, N) declares N##1 … N##4: structs for CUDA, vectors for HIP.)
#define XL_VEC(T, N)                                                                           \
  XL_VEC_TYPES(T, N)                                                                           \
  XL_FN N##1 make_##N##1(T x) { N##1 r = {x}; return r; }                                      \
  XL_FN N##2 make_##N##2(T x, T y) { N##2 r = {x, y}; return r; }                              \
  XL_FN N##3 make_##N##3(T x, T y, T z) { N##3 r = {x, y, z}; return r; }                      \
  XL_FN N##4 make_##N##4(T x, T y, T z, T w) { N##4 r = {x, y, z, w}; return r; }
XL_VEC(signed char, char) XL_VEC(unsigned char, uchar) XL_VEC(short, short) XL_VEC(unsigned short, ushort)
XL_VEC(int, int) XL_VEC(u32, uint) XL_VEC(long, long) XL_VEC(unsigned long, ulong)
XL_VEC(long long, longlong) XL_VEC(u64, ulonglong) XL_VEC(float, float) XL_VEC(double, double)
#undef XL_VEC
struct dim3 {
  u32 x, y, z;
  __device__ constexpr dim3(u32 x = 1, u32 y = 1, u32 z = 1) : x(x), y(y), z(z) {}
};

// ---- printf and assert, no #include needed ----------------------------------------------
extern "C" __device__ int printf(const char *, ...);
#undef assert
#ifdef NDEBUG
#define assert(e) ((void)0)
#else
#define assert(e) ((e) ? (void)0 : XL_ASSERT_FAIL(#e, __FILE__, __LINE__, __PRETTY_FUNCTION__))
#endif

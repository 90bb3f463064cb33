define i32 @snippet(i32 %v) {
entry:
  %0 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %1 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %0)
  %2 = xor i32 %1, 4
  %3 = and i32 %1, -64
  %4 = add nsw i32 %3, 64
  %5 = icmp slt i32 %2, %4
  %6 = select i1 %5, i32 %2, i32 %1
  %7 = shl i32 %6, 2
  %8 = call i32 @llvm.amdgcn.ds.bpermute(i32 %7, i32 %v)
  ret i32 %8
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)

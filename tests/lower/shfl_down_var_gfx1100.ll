define i32 @snippet(i32 %v, i32 %d) {
entry:
  %0 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %1 = and i32 %0, 15
  %2 = add i32 %1, %d
  %3 = icmp slt i32 %2, 16
  %4 = select i1 %3, i32 %d, i32 0
  %5 = add i32 %4, %0
  %6 = shl i32 %5, 2
  %7 = call i32 @llvm.amdgcn.ds.bpermute(i32 %6, i32 %v)
  ret i32 %7
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)

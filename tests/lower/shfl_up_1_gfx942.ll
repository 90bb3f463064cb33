define i32 @snippet(i32 %v) {
entry:
  %0 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %1 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %0)
  %2 = add i32 %1, -1
  %3 = and i32 %1, -64
  %4 = icmp slt i32 %2, %3
  %5 = select i1 %4, i32 %1, i32 %2
  %6 = shl i32 %5, 2
  %7 = call i32 @llvm.amdgcn.ds.bpermute(i32 %6, i32 %v)
  ret i32 %7
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)

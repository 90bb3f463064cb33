define i32 @snippet(i32 %v) {
entry:
  %0 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %1 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %0)
  %2 = and i32 %1, 62
  %3 = icmp eq i32 %2, 62
  %4 = select i1 %3, i32 0, i32 2
  %5 = add i32 %4, %1
  %6 = shl i32 %5, 2
  %7 = call i32 @llvm.amdgcn.ds.bpermute(i32 %6, i32 %v)
  ret i32 %7
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)

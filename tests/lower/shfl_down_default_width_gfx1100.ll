define i32 @snippet(i32 %v) {
entry:
  %0 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %1 = and i32 %0, 31
  %2 = icmp ne i32 %1, 31
  %3 = zext i1 %2 to i32
  %4 = add i32 %0, %3
  %5 = shl i32 %4, 2
  %6 = call i32 @llvm.amdgcn.ds.bpermute(i32 %5, i32 %v)
  ret i32 %6
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)

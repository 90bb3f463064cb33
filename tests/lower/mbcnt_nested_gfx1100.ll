define i32 @snippet() {
entry:
  %0 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  ret i32 %0
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)

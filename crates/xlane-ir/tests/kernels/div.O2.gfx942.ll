; ModuleID = 'div.hip'
source_filename = "div.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ3revE1s = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 16
@__hip_cuid_7f9a2e96457370dc = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_7f9a2e96457370dc to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #0

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc noundef i32 @_Z7collatzj(i32 noundef %0) unnamed_addr #1 {
  %2 = icmp eq i32 %0, 1
  br i1 %2, label %17, label %3

3:                                                ; preds = %1, %13
  %4 = phi i32 [ %15, %13 ], [ 0, %1 ]
  %5 = phi i32 [ %14, %13 ], [ %0, %1 ]
  %6 = and i32 %5, 1
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %3
  %9 = mul i32 %5, 3
  %10 = add i32 %9, 1
  br label %13

11:                                               ; preds = %3
  %12 = lshr exact i32 %5, 1
  br label %13

13:                                               ; preds = %11, %8
  %14 = phi i32 [ %10, %8 ], [ %12, %11 ]
  %15 = add i32 %4, 1
  %16 = icmp eq i32 %14, 1
  br i1 %16, label %17, label %3, !llvm.loop !9

17:                                               ; preds = %13, %1
  %18 = phi i32 [ 0, %1 ], [ %15, %13 ]
  ret i32 %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @diverge(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !11, !invariant.load !12, !noundef !12
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %41

13:                                               ; preds = %3
  %14 = zext i32 %11 to i64
  %15 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4, !tbaa !5
  %17 = urem i32 %16, 3
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %19, label %28

19:                                               ; preds = %13
  %20 = add i32 %16, 1
  %21 = tail call fastcc noundef i32 @_Z7collatzj(i32 noundef %20) #11
  %22 = and i32 %16, 1
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %26, label %24

24:                                               ; preds = %19
  %25 = add i32 %21, 1000
  br label %38

26:                                               ; preds = %19
  %27 = add i32 %21, 2000
  br label %38

28:                                               ; preds = %13
  %29 = urem i32 %16, 5
  switch i32 %29, label %36 [
    i32 0, label %30
    i32 1, label %32
    i32 4, label %34
  ]

30:                                               ; preds = %28
  %31 = mul i32 %16, 7
  br label %38

32:                                               ; preds = %28
  %33 = xor i32 %16, 85
  br label %38

34:                                               ; preds = %28
  %35 = shl i32 %16, 3
  br label %38

36:                                               ; preds = %28
  %37 = add i32 %16, -1
  br label %38

38:                                               ; preds = %30, %32, %34, %36, %24, %26
  %39 = phi i32 [ %25, %24 ], [ %27, %26 ], [ %37, %36 ], [ %31, %30 ], [ %33, %32 ], [ %35, %34 ]
  %40 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %14
  store i32 %39, ptr addrspace(1) %40, align 4, !tbaa !5
  br label %41

41:                                               ; preds = %3, %38
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @rev(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1, ptr addrspace(1) noundef writeonly captures(none) %2) local_unnamed_addr #3 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !11, !invariant.load !12, !noundef !12
  %8 = zext nneg i16 %7 to i32
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %10 = mul i32 %9, %8
  %11 = add i32 %10, %4
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !5
  %15 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ3revE1s, i32 %4
  store i32 %14, ptr addrspace(3) %15, align 4, !tbaa !5
  tail call void @llvm.amdgcn.s.barrier()
  %16 = xor i32 %4, -1
  %17 = getelementptr i32, ptr addrspace(3) @_ZZ3revE1s, i32 %16
  %18 = getelementptr i32, ptr addrspace(3) %17, i32 %8
  %19 = load i32, ptr addrspace(3) %18, align 4, !tbaa !5
  %20 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %12
  store i32 %19, ptr addrspace(1) %20, align 4, !tbaa !5
  %21 = or i32 %4, %9
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %23, label %28

23:                                               ; preds = %3
  %24 = getelementptr inbounds nuw i8, ptr addrspace(1) %2, i64 4
  %25 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %26 = getelementptr inbounds nuw i8, ptr addrspace(4) %25, i64 12
  store i32 %8, ptr addrspace(1) %2, align 4, !tbaa !5
  %27 = load i32, ptr addrspace(4) %26, align 4, !range !13, !invariant.load !12
  store i32 %27, ptr addrspace(1) %24, align 4, !tbaa !5
  br label %28

28:                                               ; preds = %23, %3
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #0

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @xl(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1, ptr addrspace(1) noundef writeonly captures(none) %2) local_unnamed_addr #5 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %5
  %7 = load i32, ptr addrspace(1) %6, align 4, !tbaa !5
  %8 = and i32 %7, 1
  %9 = icmp ne i32 %8, 0
  %10 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %9)
  %11 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %7)
  %12 = tail call i32 @llvm.amdgcn.readlane.i32(i32 %7, i32 5)
  %13 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %7, i32 273, i32 15, i32 15, i1 false)
  %14 = icmp eq i32 %4, 0
  br i1 %14, label %15, label %16

15:                                               ; preds = %3
  store i64 %10, ptr addrspace(1) %1, align 8, !tbaa !14
  br label %16

16:                                               ; preds = %15, %3
  %17 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %18 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %17)
  %19 = shl nuw nsw i32 %4, 2
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %20
  store i32 %11, ptr addrspace(1) %21, align 4, !tbaa !5
  %22 = getelementptr inbounds nuw i8, ptr addrspace(1) %21, i64 4
  store i32 %12, ptr addrspace(1) %22, align 4, !tbaa !5
  %23 = getelementptr inbounds nuw i8, ptr addrspace(1) %21, i64 8
  store i32 %18, ptr addrspace(1) %23, align 4, !tbaa !5
  %24 = getelementptr inbounds nuw i8, ptr addrspace(1) %21, i64 12
  store i32 %13, ptr addrspace(1) %24, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #6

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #6

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #8

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #8

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #7

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @atom(ptr addrspace(1) noundef captures(none) %0, ptr addrspace(1) noundef captures(none) %1, ptr addrspace(1) noundef captures(none) %2, ptr addrspace(1) noundef captures(none) %3) local_unnamed_addr #9 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %6 = uitofp nneg i32 %5 to float
  %7 = fmul contract float %6, 5.000000e-01
  %8 = atomicrmw fadd ptr addrspace(1) %0, float %7 syncscope("agent") monotonic, align 4, !noalias.addrspace !16, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %9 = load i32, ptr addrspace(1) %1, align 4, !tbaa !5
  %10 = mul nuw nsw i32 %5, 3
  br label %11

11:                                               ; preds = %11, %4
  %12 = phi i32 [ %9, %4 ], [ %15, %11 ]
  %13 = tail call i32 @llvm.umax.i32(i32 %12, i32 %10)
  %14 = cmpxchg ptr addrspace(1) %1, i32 %12, i32 %13 syncscope("agent") monotonic monotonic, align 4, !noalias.addrspace !16
  %15 = load i32, ptr addrspace(1) %1, align 4, !tbaa !5
  %16 = icmp ult i32 %15, %10
  br i1 %16, label %11, label %17, !llvm.loop !17

17:                                               ; preds = %11
  %18 = sub nsw i32 0, %5
  %19 = atomicrmw min ptr addrspace(1) %2, i32 %18 syncscope("agent") monotonic, align 4, !noalias.addrspace !16, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  %20 = atomicrmw xchg ptr addrspace(1) %3, i32 %5 syncscope("agent") monotonic, align 4, !noalias.addrspace !16, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #10

attributes #0 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #5 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #6 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #7 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #8 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #9 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #10 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{i16 1, i16 1025}
!12 = !{}
!13 = !{i32 1, i32 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"long long", !7, i64 0}
!16 = !{i32 5, i32 6}
!17 = distinct !{!17, !10}

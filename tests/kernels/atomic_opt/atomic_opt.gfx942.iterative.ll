; ModuleID = 'atomic_opt.gfx942.O2.ll.tmp'
source_filename = "atomic_opt.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_e82eabf1091d124e = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_e82eabf1091d124e to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @atomic_add(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef captures(none) %1, ptr addrspace(1) noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !9, !invariant.load !10, !noundef !10
  %9 = zext nneg i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = icmp ult i32 %12, %3
  br i1 %13, label %14, label %38

14:                                               ; preds = %4
  %15 = zext i32 %12 to i64
  %16 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !5
  %18 = and i32 %17, 3
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %35, label %20

20:                                               ; preds = %14
  %21 = lshr i32 %17, 8
  %22 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %23 = trunc i64 %22 to i32
  %24 = lshr i64 %22, 32
  %25 = trunc i64 %24 to i32
  %26 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %23, i32 0)
  %27 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %25, i32 %26)
  %28 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  br label %ComputeLoop

29:                                               ; preds = %ComputeEnd
  %30 = atomicrmw add ptr addrspace(1) %1, i32 %43 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %31

31:                                               ; preds = %ComputeEnd, %29
  %32 = phi i32 [ poison, %ComputeEnd ], [ %30, %29 ]
  %33 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %32)
  %34 = add i32 %33, %42
  br label %35

35:                                               ; preds = %31, %14
  %36 = phi i32 [ %34, %31 ], [ -1, %14 ]
  %37 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %15
  store i32 %36, ptr addrspace(1) %37, align 4, !tbaa !5
  br label %38

38:                                               ; preds = %35, %4
  ret void

ComputeLoop:                                      ; preds = %20, %ComputeLoop
  %Accumulator = phi i32 [ 0, %20 ], [ %43, %ComputeLoop ]
  %OldValuePhi = phi i32 [ poison, %20 ], [ %42, %ComputeLoop ]
  %ActiveBits = phi i64 [ %28, %20 ], [ %46, %ComputeLoop ]
  %39 = call i64 @llvm.cttz.i64(i64 %ActiveBits, i1 true)
  %40 = trunc i64 %39 to i32
  %41 = call i32 @llvm.amdgcn.readlane.i32(i32 %21, i32 %40)
  %42 = call i32 @llvm.amdgcn.writelane.i32(i32 %Accumulator, i32 %40, i32 %OldValuePhi)
  %43 = add i32 %Accumulator, %41
  %44 = shl i64 1, %39
  %45 = xor i64 %44, -1
  %46 = and i64 %ActiveBits, %45
  %47 = icmp eq i64 %46, 0
  br i1 %47, label %ComputeEnd, label %ComputeLoop

ComputeEnd:                                       ; preds = %ComputeLoop
  %48 = icmp eq i32 %27, 0
  br i1 %48, label %29, label %31
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @atomic_max(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !9, !invariant.load !10, !noundef !10
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = icmp ult i32 %11, %2
  br i1 %12, label %13, label %33

13:                                               ; preds = %3
  %14 = zext i32 %11 to i64
  %15 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4, !tbaa !5
  %17 = urem i32 %16, 3
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %33, label %19

19:                                               ; preds = %13
  %20 = lshr i32 %16, 4
  %21 = zext i32 %4 to i64
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %21
  %23 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %24 = trunc i64 %23 to i32
  %25 = lshr i64 %23, 32
  %26 = trunc i64 %25 to i32
  %27 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %24, i32 0)
  %28 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %26, i32 %27)
  %29 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  br label %ComputeLoop

30:                                               ; preds = %ComputeEnd
  %31 = atomicrmw umax ptr addrspace(1) %22, i32 %38 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %32

32:                                               ; preds = %ComputeEnd, %30
  br label %33

33:                                               ; preds = %32, %13, %3
  ret void

ComputeLoop:                                      ; preds = %19, %ComputeLoop
  %Accumulator = phi i32 [ 0, %19 ], [ %38, %ComputeLoop ]
  %ActiveBits = phi i64 [ %29, %19 ], [ %41, %ComputeLoop ]
  %34 = call i64 @llvm.cttz.i64(i64 %ActiveBits, i1 true)
  %35 = trunc i64 %34 to i32
  %36 = call i32 @llvm.amdgcn.readlane.i32(i32 %20, i32 %35)
  %37 = icmp ugt i32 %Accumulator, %36
  %38 = select i1 %37, i32 %Accumulator, i32 %36
  %39 = shl i64 1, %34
  %40 = xor i64 %39, -1
  %41 = and i64 %ActiveBits, %40
  %42 = icmp eq i64 %41, 0
  br i1 %42, label %ComputeEnd, label %ComputeLoop

ComputeEnd:                                       ; preds = %ComputeLoop
  %43 = icmp eq i32 %28, 0
  br i1 %43, label %30, label %32
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) #5

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.writelane.i32(i32, i32, i32) #5

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) "target-cpu"="gfx942" }
attributes #2 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nofree nounwind willreturn memory(none) }

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
!9 = !{i16 1, i16 1025}
!10 = !{}
!11 = !{i32 5, i32 6}

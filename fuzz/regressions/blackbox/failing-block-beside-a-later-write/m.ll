; ModuleID = 'atomics.hip'
source_filename = "atomics.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ7atomicsE1s = internal addrspace(3) global [4 x i32] undef, align 16
@_ZZ14atomics_scopedE1s = internal addrspace(3) global i32 undef, align 4
@__hip_cuid_e1a1faab58c83f46 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_e1a1faab58c83f46 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @atomics(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef captures(none) %1, ptr addrspace(1) noundef captures(none) %2, ptr addrspace(1) noundef captures(none) %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %6 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %7 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !9, !invariant.load !10, !noundef !10
  %10 = zext nneg i16 %9 to i32
  %11 = mul i32 %6, %10
  %12 = add i32 %11, %5
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !5
  %16 = icmp samesign ult i32 %5, 4
  br i1 %16, label %17, label %21

17:                                               ; preds = %4
  %18 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ7atomicsE1s, i32 %5
  %19 = icmp eq i32 %5, 2
  %20 = sext i1 %19 to i32
  store i32 %20, ptr addrspace(3) %18, align 4, !tbaa !5
  br label %21

21:                                               ; preds = %17, %4
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %22 = atomicrmw umin ptr addrspace(1) %1, i32 %15 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %23 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 4
  %24 = atomicrmw umax ptr addrspace(1) %23, i32 %15 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %25 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 8
  %26 = or i32 %15, 252645135
  %27 = atomicrmw and ptr addrspace(1) %25, i32 %26 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %28 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 12
  %29 = and i32 %15, 286331153
  %30 = atomicrmw or ptr addrspace(1) %28, i32 %29 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %31 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 16
  %32 = atomicrmw xor ptr addrspace(1) %31, i32 %15 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %33 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 20
  %34 = atomicrmw add ptr addrspace(1) %33, i32 1 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %35 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 24
  %36 = and i32 %15, 255
  %37 = atomicrmw sub ptr addrspace(1) %35, i32 %36 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %38 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 28
  %39 = atomicrmw min ptr addrspace(1) %38, i32 %15 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %40 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 32
  %41 = atomicrmw max ptr addrspace(1) %40, i32 %15 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %42 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 36
  %43 = load i32, ptr addrspace(1) %42, align 4, !tbaa !5
  %44 = xor i32 %15, 21845
  br label %45

45:                                               ; preds = %45, %21
  %46 = phi i32 [ %43, %21 ], [ %49, %45 ]
  %47 = tail call i32 @llvm.umax.i32(i32 %44, i32 %46)
  %48 = cmpxchg ptr addrspace(1) %42, i32 %46, i32 %47 syncscope("agent") monotonic monotonic, align 4, !noalias.addrspace !11
  %49 = extractvalue { i32, i1 } %48, 0
  %50 = icmp eq i32 %46, %49
  br i1 %50, label %51, label %45, !llvm.loop !12

51:                                               ; preds = %45
  %52 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 40
  %53 = atomicrmw xchg ptr addrspace(1) %52, i32 77 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %54 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 44
  %55 = atomicrmw uinc_wrap ptr addrspace(1) %54, i32 1000000 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !10
  %56 = uitofp nneg i32 %36 to float
  %57 = atomicrmw fadd ptr addrspace(1) %3, float %56 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %58 = zext i32 %15 to i64
  %59 = shl nuw nsw i64 %58, 20
  %60 = atomicrmw add ptr addrspace(1) %2, i64 %59 syncscope("agent") monotonic, align 8, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %61 = getelementptr inbounds nuw i8, ptr addrspace(1) %2, i64 8
  %62 = mul nuw i64 %58, %58
  %63 = atomicrmw umax ptr addrspace(1) %61, i64 %62 syncscope("agent") monotonic, align 8, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %64 = getelementptr inbounds nuw i8, ptr addrspace(1) %2, i64 16
  %65 = shl nuw i64 %58, 32
  %66 = zext nneg i32 %5 to i64
  %67 = or disjoint i64 %65, %66
  %68 = atomicrmw umin ptr addrspace(1) %64, i64 %67 syncscope("agent") monotonic, align 8, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %69 = getelementptr inbounds nuw i8, ptr addrspace(1) %2, i64 24
  %70 = mul i64 %58, -7046029254386353131
  %71 = atomicrmw xor ptr addrspace(1) %69, i64 %70 syncscope("agent") monotonic, align 8, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %72 = getelementptr inbounds nuw i8, ptr addrspace(1) %2, i64 32
  %73 = load i64, ptr addrspace(1) %72, align 8, !tbaa !14
  %74 = and i32 %15, 15
  %75 = zext nneg i32 %74 to i64
  br label %76

76:                                               ; preds = %76, %51
  %77 = phi i64 [ %73, %51 ], [ %80, %76 ]
  %78 = add i64 %77, %75
  %79 = cmpxchg ptr addrspace(1) %72, i64 %77, i64 %78 syncscope("agent") monotonic monotonic, align 8, !noalias.addrspace !11
  %80 = extractvalue { i64, i1 } %79, 0
  %81 = icmp eq i64 %77, %80
  br i1 %81, label %82, label %76, !llvm.loop !16

82:                                               ; preds = %76
  %83 = and i32 %15, 1
  %84 = atomicrmw add ptr addrspace(3) @_ZZ7atomicsE1s, i32 %83 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %85 = atomicrmw umax ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ7atomicsE1s, i32 4), i32 %15 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %86 = or i32 %15, -2147483648
  %87 = atomicrmw and ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ7atomicsE1s, i32 8), i32 %86 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %88 = icmp eq i32 %5, 0
  br i1 %88, label %89, label %99

89:                                               ; preds = %76
  %90 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 48
  %91 = load i32, ptr addrspace(3) @_ZZ7atomicsE1s, align 16, !tbaa !5
  %92 = atomicrmw add ptr addrspace(1) %90, i32 %91 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %93 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 52
  %94 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ7atomicsE1s, i32 4), align 4, !tbaa !5
  %95 = atomicrmw umax ptr addrspace(1) %93, i32 %94 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %96 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 56
  %97 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ7atomicsE1s, i32 8), align 8, !tbaa !5
  %98 = atomicrmw xor ptr addrspace(1) %96, i32 %97 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %99

99:                                               ; preds = %89, %82
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @atomics_scoped(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef captures(none) %1) local_unnamed_addr #1 {
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 12
  %6 = load i16, ptr addrspace(4) %5, align 4, !range !9, !invariant.load !10, !noundef !10
  %7 = zext nneg i16 %6 to i32
  %8 = mul i32 %3, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %10 = add i32 %8, %9
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = icmp eq i32 %9, 0
  br i1 %14, label %15, label %16

15:                                               ; preds = %2
  store atomic i32 0, ptr addrspace(3) @_ZZ14atomics_scopedE1s syncscope("workgroup") monotonic, align 4
  br label %16

16:                                               ; preds = %15, %2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %17 = and i32 %13, 7
  %18 = atomicrmw add ptr addrspace(3) @_ZZ14atomics_scopedE1s, i32 %17 syncscope("workgroup") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %19 = atomicrmw add ptr addrspace(1) %1, i32 1 syncscope("wavefront") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %20 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 4
  %21 = atomicrmw umax ptr addrspace(1) %20, i32 %13 acq_rel, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %22 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 8
  %23 = and i32 %13, 3
  %24 = atomicrmw add ptr addrspace(1) %22, i32 %23 seq_cst, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %25 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 12
  %26 = and i32 %13, 31
  %27 = shl nuw i32 1, %26
  %28 = atomicrmw or ptr addrspace(1) %25, i32 %27 acq_rel, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %29 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 16
  %30 = atomicrmw umin ptr addrspace(1) %29, i32 %13 monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %14, label %31, label %35

31:                                               ; preds = %16
  %32 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 20
  %33 = load atomic i32, ptr addrspace(3) @_ZZ14atomics_scopedE1s syncscope("workgroup") acquire, align 4
  %34 = atomicrmw add ptr addrspace(1) %32, i32 %33 release, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %35

35:                                               ; preds = %31, %16
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #4

attributes #0 = { convergent mustprogress nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!15, !15, i64 0}
!15 = !{!"long long", !7, i64 0}
!16 = distinct !{!16, !13}

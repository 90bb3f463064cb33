; ModuleID = 'wide.hip'
source_filename = "wide.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_f04a2a96a3591eb7 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_f04a2a96a3591eb7 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @wide(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1, ptr addrspace(1) noundef captures(none) %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !9, !invariant.load !10, !noundef !10
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw i64, ptr addrspace(1) %0, i64 %12
  %14 = load i64, ptr addrspace(1) %13, align 8, !tbaa !11
  %15 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %16 = and i32 %15, -32
  %17 = add nsw i32 %16, 32
  %18 = trunc i64 %14 to i32
  %19 = lshr i64 %14, 32
  %20 = trunc nuw i64 %19 to i32
  %21 = xor i32 %15, 1
  %22 = icmp slt i32 %21, %17
  %23 = select i1 %22, i32 %21, i32 %15
  %24 = shl i32 %23, 2
  %25 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %24, i32 %18)
  %26 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %24, i32 %20)
  %27 = zext i32 %26 to i64
  %28 = shl nuw i64 %27, 32
  %29 = zext i32 %25 to i64
  %30 = add i64 %14, %29
  %31 = add i64 %30, %28
  %32 = trunc i64 %30 to i32
  %33 = lshr i64 %31, 32
  %34 = trunc nuw i64 %33 to i32
  %35 = xor i32 %15, 2
  %36 = icmp slt i32 %35, %17
  %37 = select i1 %36, i32 %35, i32 %15
  %38 = shl i32 %37, 2
  %39 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %38, i32 %32)
  %40 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %38, i32 %34)
  %41 = zext i32 %40 to i64
  %42 = shl nuw i64 %41, 32
  %43 = zext i32 %39 to i64
  %44 = add i64 %31, %43
  %45 = add i64 %44, %42
  %46 = trunc i64 %44 to i32
  %47 = lshr i64 %45, 32
  %48 = trunc nuw i64 %47 to i32
  %49 = xor i32 %15, 4
  %50 = icmp slt i32 %49, %17
  %51 = select i1 %50, i32 %49, i32 %15
  %52 = shl i32 %51, 2
  %53 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %52, i32 %46)
  %54 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %52, i32 %48)
  %55 = zext i32 %54 to i64
  %56 = shl nuw i64 %55, 32
  %57 = zext i32 %53 to i64
  %58 = add i64 %45, %57
  %59 = add i64 %58, %56
  %60 = trunc i64 %58 to i32
  %61 = lshr i64 %59, 32
  %62 = trunc nuw i64 %61 to i32
  %63 = xor i32 %15, 8
  %64 = icmp slt i32 %63, %17
  %65 = select i1 %64, i32 %63, i32 %15
  %66 = shl i32 %65, 2
  %67 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %66, i32 %60)
  %68 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %66, i32 %62)
  %69 = zext i32 %68 to i64
  %70 = shl nuw i64 %69, 32
  %71 = zext i32 %67 to i64
  %72 = add i64 %59, %71
  %73 = add i64 %72, %70
  %74 = trunc i64 %72 to i32
  %75 = lshr i64 %73, 32
  %76 = trunc nuw i64 %75 to i32
  %77 = xor i32 %15, 16
  %78 = icmp slt i32 %77, %17
  %79 = select i1 %78, i32 %77, i32 %15
  %80 = shl i32 %79, 2
  %81 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %80, i32 %74)
  %82 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %80, i32 %76)
  %83 = zext i32 %82 to i64
  %84 = shl nuw i64 %83, 32
  %85 = zext i32 %81 to i64
  %86 = add i64 %73, %85
  %87 = add i64 %86, %84
  %88 = getelementptr inbounds nuw i64, ptr addrspace(1) %1, i64 %12
  store i64 %87, ptr addrspace(1) %88, align 8, !tbaa !11
  %89 = lshr i64 %14, 8
  %90 = atomicrmw add ptr addrspace(1) %2, i64 %89 syncscope("agent") monotonic, align 8, !noalias.addrspace !13, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }

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
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !7, i64 0}
!13 = !{i32 5, i32 6}

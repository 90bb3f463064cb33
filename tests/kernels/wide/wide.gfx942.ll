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
  %15 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %16 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %15)
  %17 = and i32 %16, -64
  %18 = add nsw i32 %17, 64
  %19 = trunc i64 %14 to i32
  %20 = lshr i64 %14, 32
  %21 = trunc nuw i64 %20 to i32
  %22 = xor i32 %16, 1
  %23 = icmp slt i32 %22, %18
  %24 = select i1 %23, i32 %22, i32 %16
  %25 = shl i32 %24, 2
  %26 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %25, i32 %19)
  %27 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %25, i32 %21)
  %28 = zext i32 %27 to i64
  %29 = shl nuw i64 %28, 32
  %30 = zext i32 %26 to i64
  %31 = add i64 %14, %30
  %32 = add i64 %31, %29
  %33 = trunc i64 %31 to i32
  %34 = lshr i64 %32, 32
  %35 = trunc nuw i64 %34 to i32
  %36 = xor i32 %16, 2
  %37 = icmp slt i32 %36, %18
  %38 = select i1 %37, i32 %36, i32 %16
  %39 = shl i32 %38, 2
  %40 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %39, i32 %33)
  %41 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %39, i32 %35)
  %42 = zext i32 %41 to i64
  %43 = shl nuw i64 %42, 32
  %44 = zext i32 %40 to i64
  %45 = add i64 %32, %44
  %46 = add i64 %45, %43
  %47 = trunc i64 %45 to i32
  %48 = lshr i64 %46, 32
  %49 = trunc nuw i64 %48 to i32
  %50 = xor i32 %16, 4
  %51 = icmp slt i32 %50, %18
  %52 = select i1 %51, i32 %50, i32 %16
  %53 = shl i32 %52, 2
  %54 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %53, i32 %47)
  %55 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %53, i32 %49)
  %56 = zext i32 %55 to i64
  %57 = shl nuw i64 %56, 32
  %58 = zext i32 %54 to i64
  %59 = add i64 %46, %58
  %60 = add i64 %59, %57
  %61 = trunc i64 %59 to i32
  %62 = lshr i64 %60, 32
  %63 = trunc nuw i64 %62 to i32
  %64 = xor i32 %16, 8
  %65 = icmp slt i32 %64, %18
  %66 = select i1 %65, i32 %64, i32 %16
  %67 = shl i32 %66, 2
  %68 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %67, i32 %61)
  %69 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %67, i32 %63)
  %70 = zext i32 %69 to i64
  %71 = shl nuw i64 %70, 32
  %72 = zext i32 %68 to i64
  %73 = add i64 %60, %72
  %74 = add i64 %73, %71
  %75 = trunc i64 %73 to i32
  %76 = lshr i64 %74, 32
  %77 = trunc nuw i64 %76 to i32
  %78 = xor i32 %16, 16
  %79 = icmp slt i32 %78, %18
  %80 = select i1 %79, i32 %78, i32 %16
  %81 = shl i32 %80, 2
  %82 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %81, i32 %75)
  %83 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %81, i32 %77)
  %84 = zext i32 %83 to i64
  %85 = shl nuw i64 %84, 32
  %86 = zext i32 %82 to i64
  %87 = add i64 %74, %86
  %88 = add i64 %87, %85
  %89 = trunc i64 %87 to i32
  %90 = lshr i64 %88, 32
  %91 = trunc nuw i64 %90 to i32
  %92 = xor i32 %16, 32
  %93 = icmp slt i32 %92, %18
  %94 = select i1 %93, i32 %92, i32 %16
  %95 = shl i32 %94, 2
  %96 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %95, i32 %89)
  %97 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %95, i32 %91)
  %98 = zext i32 %97 to i64
  %99 = shl nuw i64 %98, 32
  %100 = zext i32 %96 to i64
  %101 = add i64 %88, %100
  %102 = add i64 %101, %99
  %103 = getelementptr inbounds nuw i64, ptr addrspace(1) %1, i64 %12
  store i64 %102, ptr addrspace(1) %103, align 8, !tbaa !11
  %104 = lshr i64 %14, 8
  %105 = atomicrmw add ptr addrspace(1) %2, i64 %104 syncscope("agent") monotonic, align 8, !noalias.addrspace !13, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
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

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
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

; ModuleID = 'wave_amd.hip'
source_filename = "wave_amd.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_d65bd554bf500ec1 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_d65bd554bf500ec1 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @wave_amd(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 12
  %6 = load i16, ptr addrspace(4) %5, align 4, !range !9, !invariant.load !10, !noundef !10
  %7 = zext nneg i16 %6 to i32
  %8 = mul i32 %3, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %10 = add i32 %8, %9
  %11 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %12 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %11)
  %13 = zext i32 %10 to i64
  %14 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !5
  %16 = and i32 %12, 63
  %17 = shl i32 %12, 2
  %18 = or i32 %17, 128
  %19 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %18, i32 %15)
  %20 = add i32 %19, %15
  %21 = icmp samesign ult i32 %16, 48
  %22 = select i1 %21, i32 16, i32 0
  %23 = add i32 %22, %12
  %24 = shl i32 %23, 2
  %25 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %24, i32 %20)
  %26 = add i32 %25, %20
  %27 = icmp samesign ult i32 %16, 56
  %28 = select i1 %27, i32 8, i32 0
  %29 = add i32 %28, %12
  %30 = shl i32 %29, 2
  %31 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %30, i32 %26)
  %32 = icmp samesign ult i32 %16, 60
  %33 = select i1 %32, i32 4, i32 0
  %34 = add i32 %33, %12
  %35 = shl i32 %34, 2
  %36 = icmp samesign ult i32 %16, 62
  %37 = select i1 %36, i32 2, i32 0
  %38 = add i32 %37, %12
  %39 = shl i32 %38, 2
  %40 = icmp ne i32 %16, 63
  %41 = zext i1 %40 to i32
  %42 = add i32 %12, %41
  %43 = shl i32 %42, 2
  %44 = shl i32 %10, 3
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %45
  %47 = and i32 %15, 65535
  %48 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %47, i32 273, i32 15, i32 15, i1 false)
  %49 = insertelement <2 x i32> poison, i32 %31, i64 0
  %50 = insertelement <2 x i32> %49, i32 %48, i64 1
  %51 = insertelement <2 x i32> poison, i32 %26, i64 0
  %52 = insertelement <2 x i32> %51, i32 %47, i64 1
  %53 = add <2 x i32> %50, %52
  %54 = extractelement <2 x i32> %53, i64 0
  %55 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %35, i32 %54)
  %56 = extractelement <2 x i32> %53, i64 1
  %57 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %56, i32 274, i32 15, i32 15, i1 false)
  %58 = insertelement <2 x i32> poison, i32 %55, i64 0
  %59 = insertelement <2 x i32> %58, i32 %57, i64 1
  %60 = add <2 x i32> %59, %53
  %61 = extractelement <2 x i32> %60, i64 0
  %62 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %39, i32 %61)
  %63 = extractelement <2 x i32> %60, i64 1
  %64 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %63, i32 276, i32 15, i32 15, i1 false)
  %65 = insertelement <2 x i32> poison, i32 %62, i64 0
  %66 = insertelement <2 x i32> %65, i32 %64, i64 1
  %67 = add <2 x i32> %66, %60
  %68 = extractelement <2 x i32> %67, i64 0
  %69 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %43, i32 %68)
  %70 = extractelement <2 x i32> %67, i64 1
  %71 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %70, i32 280, i32 15, i32 15, i1 false)
  %72 = insertelement <2 x i32> poison, i32 %69, i64 0
  %73 = insertelement <2 x i32> %72, i32 %71, i64 1
  %74 = add <2 x i32> %73, %67
  store <2 x i32> %74, ptr addrspace(1) %46, align 4, !tbaa !5
  %75 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %15)
  %76 = xor i32 %75, %12
  %77 = getelementptr inbounds nuw i8, ptr addrspace(1) %46, i64 8
  store i32 %76, ptr addrspace(1) %77, align 4, !tbaa !5
  %78 = shl i32 %12, 2
  %79 = sub i32 252, %78
  %80 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %79, i32 %15)
  %81 = getelementptr inbounds nuw i8, ptr addrspace(1) %46, i64 12
  store i32 %80, ptr addrspace(1) %81, align 4, !tbaa !5
  %82 = and i32 %15, 1
  %83 = icmp ne i32 %82, 0
  %84 = tail call noundef i64 @llvm.amdgcn.ballot.i64(i1 %83)
  %85 = lshr i64 %84, 32
  %86 = xor i64 %85, %84
  %87 = trunc i64 %86 to i32
  %88 = getelementptr inbounds nuw i8, ptr addrspace(1) %46, i64 16
  store i32 %87, ptr addrspace(1) %88, align 4, !tbaa !5
  %89 = icmp eq i32 %15, 0
  %90 = tail call noundef i64 @llvm.amdgcn.ballot.i64(i1 %89)
  %91 = icmp ne i64 %90, 0
  %92 = zext i1 %91 to i32
  %93 = icmp ne i32 %15, 0
  %94 = tail call noundef i64 @llvm.amdgcn.ballot.i64(i1 %93)
  %95 = tail call noundef i64 @llvm.amdgcn.ballot.i64(i1 true)
  %96 = icmp eq i64 %94, %95
  %97 = select i1 %96, i32 2, i32 0
  %98 = or disjoint i32 %97, %92
  %99 = getelementptr inbounds nuw i8, ptr addrspace(1) %46, i64 20
  store i32 %98, ptr addrspace(1) %99, align 4, !tbaa !5
  %100 = tail call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %15, i32 0)
  %101 = tail call i32 @llvm.amdgcn.wave.reduce.add.i32(i32 %47, i32 0)
  %102 = xor i32 %101, %100
  %103 = getelementptr inbounds nuw i8, ptr addrspace(1) %46, i64 24
  store i32 %102, ptr addrspace(1) %103, align 4, !tbaa !5
  tail call void @llvm.amdgcn.s.barrier()
  %104 = getelementptr inbounds nuw i8, ptr addrspace(1) %46, i64 28
  store i32 64, ptr addrspace(1) %104, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.wave.reduce.add.i32(i32, i32 immarg) #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #5

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }

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
